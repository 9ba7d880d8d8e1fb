import { defineControls } from "../kit/controls"
import { headingLevelControl } from "../kit/shared-controls"

export const stepsControls = defineControls({
  /** Steps go in order: triggers cannot jump, and Next waits for the current step's fields. */
  linear: { type: "boolean", defaultValue: false },
  orientation: { type: "select", options: ["horizontal", "vertical"], defaultValue: "horizontal" },
  dir: { type: "select", options: ["ltr", "rtl"], defaultValue: "ltr", label: "Direction" },
  ...headingLevelControl,
})
