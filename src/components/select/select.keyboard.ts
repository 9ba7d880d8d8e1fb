import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { selectBindings } from "../kit/accessibility/machines/select"

export const keyboard: KeyboardMap = { bindings: selectBindings }
