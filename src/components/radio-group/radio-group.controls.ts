import { defineControls } from "../kit/controls"
import { directionControl, headingLevelControl } from "../kit/shared-controls"

export const radioGroupControls = defineControls({
  /** SPEC §3: radio groups stack vertically unless told otherwise. */
  orientation: { type: "select", options: ["vertical", "horizontal"], defaultValue: "vertical" },
  ...directionControl,
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false, label: "Read-only" },
  invalid: { type: "boolean", defaultValue: false },
  required: { type: "boolean", defaultValue: false },
  /** Field name the form submits the chosen fruit under. */
  name: { type: "string", defaultValue: "fruit" },
  ...headingLevelControl,
})
