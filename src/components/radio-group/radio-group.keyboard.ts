import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { radioGroupBindings } from "./radio-group-keys"

export const keyboard: KeyboardMap = { bindings: radioGroupBindings }
