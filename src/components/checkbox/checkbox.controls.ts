import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const checkboxControls = defineControls({
  /** The state the checkbox starts in, and the one a form reset restores. */
  checked: {
    type: "select",
    options: ["false", "true", "indeterminate"],
    defaultValue: "false",
    label: "Initial checked state",
  },
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false, label: "Read-only" },
  invalid: { type: "boolean", defaultValue: false },
  required: { type: "boolean", defaultValue: false },
  /** Field name the form submits the checkbox under. */
  name: { type: "string", defaultValue: "newsletter" },
  /** Field value the form submits while the checkbox is checked. */
  value: { type: "string", defaultValue: "on" },
  ...directionControl,
})
