import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { dialogBindings } from "../kit/accessibility/machines/dialog"
import { keyboard as colorPickerKeyboard } from "./color-picker.keyboard"

export const keyboard: KeyboardMap = {
  bindings: [...forMachine("dialog", dialogBindings), ...colorPickerKeyboard.bindings],
  note: "Escape closes the picker's popup first; once it is closed, Escape closes the dialog.",
}
