import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { dialogBindings } from "../kit/accessibility/machines/dialog"

export const keyboard: KeyboardMap = { bindings: dialogBindings }
