import { defineControls } from "../kit/controls"
import { directionControl, disabledControl } from "../kit/shared-controls"

export const segmentControlControls = defineControls({
  orientation: {
    description: "A segmented control lays its segments out in a row.",
    type: "select",
    options: ["horizontal", "vertical"],
    defaultValue: "horizontal",
  },
  ...directionControl,
  ...disabledControl,
  readOnly: {
    description: "The value can be seen and focused but not changed.",
    type: "boolean",
    defaultValue: false,
    label: "Read-only",
  },
  name: {
    description: "Field name of the segments' radio inputs.",
    type: "string",
    defaultValue: "fruit",
  },
})
