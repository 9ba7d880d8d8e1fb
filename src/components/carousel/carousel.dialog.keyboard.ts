import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { dialogBindings } from "../kit/accessibility/machines/dialog"
import { keyboard as carouselKeyboard } from "./carousel.keyboard"

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("dialog", dialogBindings),
    ...forMachine("carousel", carouselKeyboard.bindings),
  ],
  note: "Escape closes the dialog; the carousel keeps its page for the next time it opens.",
}
