import { defineControls } from "../kit/controls"
import { directionControl, disabledControl } from "../kit/shared-controls"

export const collapsibleControls = defineControls({
  open: {
    description: "Whether the content is shown; the trigger changes it too.",
    type: "boolean",
    defaultValue: false,
  },
  ...disabledControl,
  ...directionControl,
})
