import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { numberInputBindings } from "../kit/accessibility/machines/number-input"
import { sliderBindings } from "../kit/accessibility/machines/slider"

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("Slider", sliderBindings),
    ...forMachine("Minimum price", numberInputBindings),
    ...forMachine("Maximum price", numberInputBindings),
  ],
}
