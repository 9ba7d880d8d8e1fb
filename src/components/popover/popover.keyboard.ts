import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { popoverBindings } from "../kit/accessibility/machines/popover"

export const keyboard: KeyboardMap = { bindings: popoverBindings }
