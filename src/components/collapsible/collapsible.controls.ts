import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const collapsibleControls = defineControls({
  open: {
    description: "Whether the content is shown; the trigger changes it too.",
    type: "boolean",
    defaultValue: false,
  },
  disabled: {
    description: "The widget takes no pointer or keyboard input and is shown disabled.",
    type: "boolean",
    defaultValue: false,
  },
  ...directionControl,
})
