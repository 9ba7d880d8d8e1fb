import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as sliderControls } from "./slider.controls"

// Horizontal only: the tooltip sits above the thumb.
const { dir, disabled, readOnly } = sliderControls
export const controls = defineControls({ dir, disabled, readOnly })

export const about: VariantAbout = {
  label: "Tooltip",
  summary:
    "A tooltip on the thumb shows the value while it is dragged or has focus, instead of a value text beside the label.",
  keywords: ["tooltip", "thumb", "value label", "dragging"],
}
