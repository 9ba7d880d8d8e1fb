import { defineControls } from "../kit/controls"

export const segmentControlControls = defineControls({
  /** A segmented control lays its segments out in a row. */
  orientation: { type: "select", options: ["horizontal", "vertical"], defaultValue: "horizontal" },
  dir: { type: "select", options: ["ltr", "rtl"], defaultValue: "ltr", label: "Direction" },
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false, label: "Read-only" },
  /** Field name of the segments' radio inputs. */
  name: { type: "string", defaultValue: "fruit" },
})
