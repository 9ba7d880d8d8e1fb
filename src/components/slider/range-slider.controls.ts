import { defineControls } from "../kit/controls"
import { sliderControls } from "./slider.controls"

export const rangeSliderControls = defineControls({
  ...sliderControls,
  /** The thumbs stay at least this many steps apart. */
  minStepsBetweenThumbs: { type: "number", defaultValue: 0, min: 0 },
})
