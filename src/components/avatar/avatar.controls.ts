import { defineControls } from "../kit/controls"

export const avatarControls = defineControls({
  /** The person's name; the fallback shows its initials while no image is shown. */
  name: { type: "string", defaultValue: "Riley Morgan", placeholder: "Riley Morgan" },
  dir: { type: "select", options: ["ltr", "rtl"], defaultValue: "ltr", label: "Direction" },
})
