import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const toggleGroupControls = defineControls({
  /** Several styles may be on at once; otherwise one, and clicking it again clears it. */
  multiple: { type: "boolean", defaultValue: false },
  disabled: { type: "boolean", defaultValue: false },
  /** SPEC §9: horizontal by default. */
  orientation: { type: "select", options: ["horizontal", "vertical"], defaultValue: "horizontal" },
  /** Focus wraps from the last item to the first (SPEC §9: on). */
  loopFocus: { type: "boolean", defaultValue: true },
  /** Arrow keys, Home and End move focus between the items (SPEC §9: on). */
  rovingFocus: { type: "boolean", defaultValue: true },
  ...directionControl,
})
