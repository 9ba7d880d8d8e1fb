import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { dialogBindings } from "../kit/accessibility/machines/dialog"
import { popoverBindings } from "../kit/accessibility/machines/popover"

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("dialog", dialogBindings),
    ...forMachine("first popover", popoverBindings),
    ...forMachine("second popover", popoverBindings),
    ...forMachine("third popover", popoverBindings),
  ],
  note: "Escape closes the topmost open popover only; once every popover is closed, it closes the dialog.",
}
