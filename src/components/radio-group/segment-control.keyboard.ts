import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { radioGroupBindings } from "../kit/accessibility/machines/radio-group"

export const keyboard: KeyboardMap = { bindings: radioGroupBindings }
