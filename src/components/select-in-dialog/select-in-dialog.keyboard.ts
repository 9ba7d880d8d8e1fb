import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { dialogBindings } from "../kit/accessibility/machines/dialog"
import { selectBindings } from "../kit/accessibility/machines/select"

export const keyboard: KeyboardMap = {
  bindings: [...forMachine("Dialog", dialogBindings), ...forMachine("Select", selectBindings)],
  note: "With the list open, Escape closes the list only; the next Escape closes the dialog.",
}
