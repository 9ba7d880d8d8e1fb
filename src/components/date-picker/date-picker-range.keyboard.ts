import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { datePickerBindings } from "./date-picker-keys"

export const keyboard: KeyboardMap = { bindings: datePickerBindings }
