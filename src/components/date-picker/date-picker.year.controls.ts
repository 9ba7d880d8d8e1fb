import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { closeOnSelect, datePickerControlsWithout } from "./date-picker.controls"

// No day grid: the settings of days and weeks do not apply.
export const controls = defineControls({
  ...datePickerControlsWithout("weekendsUnavailable", "fixedWeeks", "startOfWeek", "numOfMonths"),
  closeOnSelect,
})

export const about: VariantAbout = {
  label: "Year picker",
  summary: "Picks a year (yyyy, or two digits for this century) from a grid of years.",
  keywords: ["year picker", "minView", "birth year", "fiscal year"],
}
