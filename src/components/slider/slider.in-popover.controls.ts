import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as sliderControls } from "./slider.controls"

// A two-thumb slider from 0 to 100 inside a modal popover: only these settings fit both.
const { dir, disabled, readOnly } = sliderControls
export const controls = defineControls({ dir, disabled, readOnly })

export const about: VariantAbout = {
  label: "In popover",
  summary:
    "A range slider inside a modal popover: dragging past the popover's edge moves the thumb and keeps the popover open.",
  keywords: ["popover", "range", "modal", "interact outside", "drag"],
}
