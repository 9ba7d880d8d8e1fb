import { defineControls } from "../kit/controls"

export const datePickerControls = defineControls({
  disabled: { type: "boolean", defaultValue: false },
})
