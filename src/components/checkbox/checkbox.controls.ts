import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const checkboxControls = defineControls({
  checked: {
    description: "The state the checkbox starts in, and the one a form reset restores.",
    type: "select",
    options: ["false", "true", "indeterminate"],
    defaultValue: "false",
    label: "Initial checked state",
  },
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
  invalid: {
    description: "Marks the field invalid (aria-invalid), as a failed validation would.",
    type: "boolean",
    defaultValue: false,
  },
  required: {
    description: "The form will not submit without a value here.",
    type: "boolean",
    defaultValue: false,
  },
  name: {
    description: "Field name the form submits the checkbox under.",
    type: "string",
    defaultValue: "newsletter",
  },
  value: {
    description: "Field value the form submits while the checkbox is checked.",
    type: "string",
    defaultValue: "on",
  },
  ...directionControl,
})
