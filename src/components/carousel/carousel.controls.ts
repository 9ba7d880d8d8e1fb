import { defineControls } from "../kit/runtime/controls"
import { directionControl, orientationControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Carousel settings: slides per page, spacing, loop, layout, autoplay and mouse drag. */
export const controls = defineControls({
  slidesPerPage: {
    description: "How many slides show at once.",
    type: "number",
    defaultValue: 2,
    min: 1,
    max: 5,
    step: 1,
  },
  spacing: {
    description: "Gap between slides, as a CSS length.",
    type: "string",
    defaultValue: "20px",
    placeholder: "20px",
  },
  loop: {
    description: "Next and Prev wrap around at the ends.",
    type: "boolean",
    defaultValue: false,
  },
  ...orientationControl,
  ...directionControl,
  autoplay: {
    description: "Starts playing the slides when the demo loads; Play and Pause work either way.",
    type: "boolean",
    defaultValue: false,
  },
  autoplayDelay: {
    description: "Milliseconds between slides while playing.",
    type: "number",
    defaultValue: 2000,
    min: 100,
    step: 100,
  },
  allowMouseDrag: {
    description: "Slides can be dragged with the mouse; zag starts dragging on mouse down.",
    type: "boolean",
    defaultValue: true,
  },
})

export const about: DemoAbout = {
  label: "Carousel",
  summary: "Slides of images with previous and next buttons and indicators.",
  use: "Use it to show a few images or cards in turn in little room, when the reader is happy to browse rather than compare them side by side.",
  group: "navigation",
  keywords: ["slider", "slideshow", "gallery"],
}
