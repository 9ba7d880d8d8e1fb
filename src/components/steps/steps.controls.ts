import { defineControls } from "../kit/controls"
import { directionControl, headingLevelControl } from "../kit/shared-controls"

export const stepsControls = defineControls({
  linear: {
    description:
      "Steps go in order: triggers cannot jump, and Next waits for the current step's fields.",
    type: "boolean",
    defaultValue: false,
  },
  orientation: {
    description: "Lays the parts out horizontally or vertically; the arrow keys follow.",
    type: "select",
    options: ["horizontal", "vertical"],
    defaultValue: "horizontal",
  },
  ...directionControl,
  ...headingLevelControl,
})
