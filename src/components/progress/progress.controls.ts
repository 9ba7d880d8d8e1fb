import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

/** Progress settings (SPEC §9: min 0, max 100). */
export const progressControls = defineControls({
  /** The starting value; one outside min–max is reported and shown clamped (SPEC §5). */
  value: { type: "number", defaultValue: 50 },
  min: { type: "number", defaultValue: 0 },
  max: { type: "number", defaultValue: 100 },
  /** No known value (zag's `value: null`): the bars show activity instead of an amount. */
  indeterminate: { type: "boolean", defaultValue: false },
  /** Direction of the linear bar; the circle is the same either way. */
  orientation: { type: "select", options: ["horizontal", "vertical"], defaultValue: "horizontal" },
  ...directionControl,
})
