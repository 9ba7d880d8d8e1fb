import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { closeOnSelect, datePickerControlsWithout } from "./date-picker.controls"

// No day grid: the settings of days and weeks do not apply.
export const controls = defineControls({
  ...datePickerControlsWithout("weekendsUnavailable", "fixedWeeks", "startOfWeek", "numOfMonths"),
  closeOnSelect,
})

export const about: VariantAbout = {
  label: "Range of years",
  summary: "Picks a first and a last year from a grid of years, a decade at a time.",
  keywords: ["year range", "period", "span of years", "minView"],
}
