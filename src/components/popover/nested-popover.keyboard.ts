import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { popoverBindings } from "../kit/accessibility/machines/popover"

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("outer popover", popoverBindings),
    // Escape closes the innermost layer first: the inner popover, then the outer one.
    ...forMachine("inner popover", popoverBindings),
  ],
}
