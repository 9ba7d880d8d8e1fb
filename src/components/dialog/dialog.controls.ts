import { defineControls } from "../kit/controls"

export const dialogControls = defineControls({
  disabled: { type: "boolean", defaultValue: false },
})
