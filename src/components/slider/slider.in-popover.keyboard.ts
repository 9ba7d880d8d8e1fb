import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { popoverBindings } from "../kit/accessibility/machines/popover"
import { sliderBindings } from "../kit/accessibility/machines/slider"

export const keyboard: KeyboardMap = {
  bindings: [...forMachine("popover", popoverBindings), ...forMachine("slider", sliderBindings)],
  note: "The arrows move the focused thumb; Escape closes the popover from anywhere in it.",
}
