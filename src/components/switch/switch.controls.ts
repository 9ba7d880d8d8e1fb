import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const switchControls = defineControls({
  defaultChecked: {
    description: "Whether the switch starts on; also the state a form reset restores.",
    type: "boolean",
    defaultValue: false,
    label: "Initially checked",
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
    description: "Field name the form submits the switch under.",
    type: "string",
    defaultValue: "feature",
  },
  value: {
    description: "Field value the form submits while the switch is on.",
    type: "string",
    defaultValue: "on",
  },
  ...directionControl,
})
