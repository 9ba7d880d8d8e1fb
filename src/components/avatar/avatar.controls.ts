import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const avatarControls = defineControls({
  name: {
    description: "The person's name; the fallback shows its initials while no image is shown.",
    type: "string",
    defaultValue: "Riley Morgan",
    placeholder: "Riley Morgan",
  },
  ...directionControl,
})
