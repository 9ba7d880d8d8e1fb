import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as sliderControls } from "./slider.controls"

// Range and step are left out: the variant is about when the value is reported, 0 to 100.
const { orientation, dir, disabled, readOnly } = sliderControls
export const controls = defineControls({ orientation, dir, disabled, readOnly })

export const about: VariantAbout = {
  label: "Change end",
  summary:
    "onValueChange reports every move of the thumb, onValueChangeEnd only where a drag or key press settles.",
  keywords: ["onValueChangeEnd", "commit", "drag end", "events"],
}
