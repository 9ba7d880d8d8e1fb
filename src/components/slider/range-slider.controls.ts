import { defineControls } from "../kit/controls"
import { sliderControls } from "./slider.controls"

export const rangeSliderControls = defineControls({
  ...sliderControls,
  minStepsBetweenThumbs: {
    description: "The thumbs stay at least this many steps apart.",
    type: "number",
    defaultValue: 0,
    min: 0,
  },
})
