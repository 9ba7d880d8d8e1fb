import { defineControls } from "../kit/controls"
import { directionControl, headingLevelControl, orientationControl } from "../kit/shared-controls"

export const stepsControls = defineControls({
  linear: {
    description:
      "Steps go in order: triggers cannot jump, and Next waits for the current step's fields.",
    type: "boolean",
    defaultValue: false,
  },
  ...orientationControl,
  ...directionControl,
  ...headingLevelControl,
})
