import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  step: {
    description:
      "Prices move in multiples of this, on the slider and in the fields (arrow keys, ± buttons).",
    type: "select",
    options: ["1", "10", "50", "100"],
    defaultValue: "10",
  },
  minStepsBetweenThumbs: {
    description:
      "How many steps the minimum stays below the maximum; the fields hold to the same gap.",
    type: "number",
    defaultValue: 1,
    min: 0,
    // Five steps of the largest size still fit between the starting prices, $200 and $800.
    max: 5,
    step: 1,
  },
  ...directionControl,
  ...disabledControl,
})

export const about: DemoAbout = {
  label: "Slider with Number Inputs",
  summary: "A price range set by dragging or by typing, both kept in sync.",
  use: "Use it as a pattern for a range such as a price filter, where a reader drags for a rough value and types for an exact one.",
  group: "compositions",
  keywords: ["composition", "range", "price", "filter", "number input", "spinbutton", "sync"],
}
