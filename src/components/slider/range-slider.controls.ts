import { defineControls } from "../kit/runtime/controls"
import { controls as sliderControls } from "./slider.controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  ...sliderControls,
  minStepsBetweenThumbs: {
    description: "The thumbs stay at least this many steps apart.",
    type: "number",
    defaultValue: 0,
    min: 0,
  },
})

export const about: DemoAbout = {
  label: "Range Slider",
  summary: "A slider with two thumbs for a range.",
  use: "Use it to choose a range within limits, such as a price or a time window, where the two ends are set by dragging.",
  group: "forms",
  keywords: ["range", "min max", "slider"],
}
