import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { dialogBindings } from "../kit/accessibility/machines/dialog"
import { tooltipBindings } from "../kit/accessibility/machines/tooltip"

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("Edit profile tooltip", tooltipBindings),
    ...forMachine("dialog", dialogBindings),
    ...forMachine("Save tooltip", tooltipBindings),
  ],
}
