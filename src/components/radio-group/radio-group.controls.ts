import { defineControls } from "../kit/controls"
import { directionControl, headingLevelControl } from "../kit/shared-controls"

export const radioGroupControls = defineControls({
  orientation: {
    description: "Stacks the radios vertically (the default) or lays them out in a row.",
    type: "select",
    options: ["vertical", "horizontal"],
    defaultValue: "vertical",
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
    description: "Field name the form submits the chosen fruit under.",
    type: "string",
    defaultValue: "fruit",
  },
  ...headingLevelControl,
})
