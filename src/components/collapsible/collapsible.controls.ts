import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const collapsibleControls = defineControls({
  /** Whether the content is shown; the trigger changes it too. */
  open: { type: "boolean", defaultValue: false },
  disabled: { type: "boolean", defaultValue: false },
  ...directionControl,
})
