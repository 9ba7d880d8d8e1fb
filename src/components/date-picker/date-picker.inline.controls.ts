import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { datePickerControlsWithout } from "./date-picker.controls"

// Always shown: there is no popup to place.
export const controls = defineControls(datePickerControlsWithout("placement"))

export const about: VariantAbout = {
  label: "Inline calendar",
  summary: "A calendar always on the page, without a field or a popup, starting on today.",
  keywords: ["inline", "embedded calendar", "always open", "no popover"],
}
