import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { datePickerControlsWithout } from "./date-picker.controls"

// An inline calendar, as in zag's page: there is no popup to place.
export const controls = defineControls(datePickerControlsWithout("placement"))

export const about: VariantAbout = {
  label: "Week numbers",
  summary: "An inline calendar with a column giving each row's week of the year.",
  keywords: ["week numbers", "showWeekNumbers", "calendar week", "KW"],
}
