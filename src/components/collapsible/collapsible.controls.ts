import { defineControls } from "../kit/controls"

export const collapsibleControls = defineControls({
  /** Whether the content is shown; the trigger changes it too. */
  open: { type: "boolean", defaultValue: false },
  disabled: { type: "boolean", defaultValue: false },
  dir: { type: "select", options: ["ltr", "rtl"], defaultValue: "ltr", label: "Direction" },
})
