import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl, readOnlyControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  count: {
    description: "How many stars.",
    type: "number",
    defaultValue: 5,
    min: 1,
    max: 10,
    step: 1,
  },
  allowHalf: {
    description: "Half-star steps; when off, values round to whole stars.",
    type: "boolean",
    defaultValue: true,
  },
  ...directionControl,
  ...readOnlyControl,
  ...disabledControl,
})

export const about: DemoAbout = {
  label: "Rating Group",
  summary: "A star rating, with half stars.",
  use: "Use it to collect or show a score on a short scale, such as a review, where stars read faster than a number.",
  group: "forms",
  keywords: ["stars", "score", "review"],
}
