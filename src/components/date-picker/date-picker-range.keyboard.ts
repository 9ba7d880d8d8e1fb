import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { datePickerBindings } from "../kit/accessibility/machines/date-picker"

export const keyboard: KeyboardMap = { bindings: datePickerBindings }
