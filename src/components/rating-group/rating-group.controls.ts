import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const ratingGroupControls = defineControls({
  /** How many stars (SPEC §9: 5). */
  count: { type: "number", defaultValue: 5, min: 1, max: 10, step: 1 },
  /** Half-star steps; when off, values round to whole stars (SPEC §5). */
  allowHalf: { type: "boolean", defaultValue: true },
  ...directionControl,
  readOnly: { type: "boolean", defaultValue: false },
  disabled: { type: "boolean", defaultValue: false },
})
