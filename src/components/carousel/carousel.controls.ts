import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

/** Carousel settings (SPEC §3 index, slides per view, spacing, loop; defaults from §9). */
export const carouselControls = defineControls({
  slidesPerPage: { type: "number", defaultValue: 2, min: 1, max: 5, step: 1 },
  /** Gap between slides, as a CSS length. */
  spacing: { type: "string", defaultValue: "20px", placeholder: "20px" },
  /** Next and Prev wrap around at the ends. */
  loop: { type: "boolean", defaultValue: false },
  orientation: { type: "select", options: ["horizontal", "vertical"], defaultValue: "horizontal" },
  ...directionControl,
  /** Starts playing the slides when the demo loads; Play and Pause work either way. */
  autoplay: { type: "boolean", defaultValue: false },
  /** Milliseconds between slides while playing. */
  autoplayDelay: { type: "number", defaultValue: 2000, min: 100, step: 100 },
  /** Slides can be dragged with the mouse; zag starts dragging on mouse down. */
  allowMouseDrag: { type: "boolean", defaultValue: true },
})
