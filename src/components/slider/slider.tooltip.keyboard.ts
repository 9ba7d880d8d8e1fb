import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { sliderBindings } from "../kit/accessibility/machines/slider"

// The tooltip takes no keys of its own: it opens and closes with the thumb's focus.
export const keyboard: KeyboardMap = {
  bindings: forMachine("slider", sliderBindings),
  note: "The value tooltip shows while the thumb has focus or is dragged; it follows the keys.",
}
