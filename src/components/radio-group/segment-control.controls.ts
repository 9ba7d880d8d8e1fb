import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const segmentControlControls = defineControls({
  orientation: {
    description: "A segmented control lays its segments out in a row.",
    type: "select",
    options: ["horizontal", "vertical"],
    defaultValue: "horizontal",
  },
  ...directionControl,
  disabled: {
    description: "The widget takes no pointer or keyboard input and is shown disabled.",
    type: "boolean",
    defaultValue: false,
  },
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
