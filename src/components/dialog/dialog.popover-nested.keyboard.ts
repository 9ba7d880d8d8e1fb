import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { dialogBindings } from "../kit/accessibility/machines/dialog"
import { popoverBindings } from "../kit/accessibility/machines/popover"

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("settings dialog", dialogBindings),
    ...forMachine("members popover", popoverBindings),
    ...forMachine("confirm dialog", dialogBindings),
  ],
  note: "Escape closes the top layer only: the confirmation, then the popover, then the settings.",
}
