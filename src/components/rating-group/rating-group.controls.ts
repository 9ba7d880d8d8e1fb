import { defineControls } from "../kit/controls"
import { directionControl, disabledControl } from "../kit/shared-controls"

export const ratingGroupControls = defineControls({
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
  readOnly: {
    description: "The value can be seen and focused but not changed.",
    type: "boolean",
    defaultValue: false,
  },
  ...disabledControl,
})
