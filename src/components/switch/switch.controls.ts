import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const switchControls = defineControls({
  /** Whether the switch starts on; also the state a form reset restores. */
  defaultChecked: { type: "boolean", defaultValue: false, label: "Initially checked" },
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false, label: "Read-only" },
  invalid: { type: "boolean", defaultValue: false },
  required: { type: "boolean", defaultValue: false },
  /** Field name the form submits the switch under. */
  name: { type: "string", defaultValue: "feature" },
  /** Field value the form submits while the switch is on (SPEC §3: "on"). */
  value: { type: "string", defaultValue: "on" },
  ...directionControl,
})
