import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { popoverBindings } from "../kit/accessibility/machines/popover"
import { selectBindings } from "../kit/accessibility/machines/select"

export const keyboard: KeyboardMap = {
  bindings: [...forMachine("popover", popoverBindings), ...forMachine("select", selectBindings)],
  note: "With the select's list open, Escape closes the list only; the next Escape closes the popover.",
}
