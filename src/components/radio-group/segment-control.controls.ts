import { defineControls } from "../kit/controls"
import { directionControl, disabledControl, readOnlyControl } from "../kit/shared-controls"

export const segmentControlControls = defineControls({
  orientation: {
    description: "A segmented control lays its segments out in a row.",
    type: "select",
    options: ["horizontal", "vertical"],
    defaultValue: "horizontal",
  },
  ...directionControl,
  ...disabledControl,
  ...readOnlyControl,
  name: {
    description: "Field name of the segments' radio inputs.",
    type: "string",
    defaultValue: "fruit",
  },
})
