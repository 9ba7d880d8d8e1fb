import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

/** Settings shared by the single-thumb and the range slider (SPEC §3, defaults from §9). */
export const sliderControls = defineControls({
  min: { type: "number", defaultValue: 0 },
  max: { type: "number", defaultValue: 100 },
  /** The value moves in multiples of this; PageUp/PageDown and shift+arrow move ten steps. */
  step: { type: "number", defaultValue: 1, min: 0.001 },
  orientation: { type: "select", options: ["horizontal", "vertical"], defaultValue: "horizontal" },
  ...directionControl,
  /** Where the filled range starts for a single thumb. */
  origin: { type: "select", options: ["start", "center", "end"], defaultValue: "start" },
  /** `contain` keeps the thumb inside the track; `center` lets it overhang the ends. */
  thumbAlignment: { type: "select", options: ["contain", "center"], defaultValue: "contain" },
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false },
})
