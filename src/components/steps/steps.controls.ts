import { defineControls } from "../kit/controls"
import { directionControl, headingLevelControl } from "../kit/shared-controls"

export const stepsControls = defineControls({
  /** Steps go in order: triggers cannot jump, and Next waits for the current step's fields. */
  linear: { type: "boolean", defaultValue: false },
  orientation: { type: "select", options: ["horizontal", "vertical"], defaultValue: "horizontal" },
  ...directionControl,
  ...headingLevelControl,
})
