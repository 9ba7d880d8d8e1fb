import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const segmentControlControls = defineControls({
  /** A segmented control lays its segments out in a row. */
  orientation: { type: "select", options: ["horizontal", "vertical"], defaultValue: "horizontal" },
  ...directionControl,
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false, label: "Read-only" },
  /** Field name of the segments' radio inputs. */
  name: { type: "string", defaultValue: "fruit" },
})
