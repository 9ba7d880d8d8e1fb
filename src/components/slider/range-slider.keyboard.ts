import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { sliderBindings } from "../kit/accessibility/machines/slider"

export const keyboard: KeyboardMap = {
  bindings: [
    ...sliderBindings,
    {
      keys: ["Tab", "Shift+Tab"],
      part: "thumb",
      action: "Moves focus between the two thumbs; each stops at the other's value.",
    },
  ],
}
