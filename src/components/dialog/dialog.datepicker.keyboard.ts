import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { dialogBindings } from "../kit/accessibility/machines/dialog"
import { datePickerBindings } from "../date-picker/date-picker-keys"

export const keyboard: KeyboardMap = {
  bindings: [...forMachine("dialog", dialogBindings), ...datePickerBindings],
  note: "With the calendar open, Escape closes the calendar only; the next Escape closes the dialog.",
}
