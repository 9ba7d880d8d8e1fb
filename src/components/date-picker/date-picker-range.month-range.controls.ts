import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { closeOnSelect, datePickerControlsWithout } from "./date-picker.controls"

// No day grid: the settings of days and weeks do not apply.
export const controls = defineControls({
  ...datePickerControlsWithout("weekendsUnavailable", "fixedWeeks", "startOfWeek", "numOfMonths"),
  closeOnSelect,
})

export const about: VariantAbout = {
  label: "Range of months",
  summary: "Picks a first and a last month (mm/yyyy) from a grid of months.",
  keywords: ["month range", "period", "quarter", "minView"],
}
