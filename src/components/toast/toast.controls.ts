import { defineControls } from "../kit/controls"

export const toastControls = defineControls({
  disabled: { type: "boolean", defaultValue: false },
})
