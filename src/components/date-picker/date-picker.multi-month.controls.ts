import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { datePickerControlsWithout } from "./date-picker.controls"

// No day grid, so the settings of days and weeks do not apply; and zag never closes a
// multiple-selection calendar on a pick, so close on select is left out too.
export const controls = defineControls({
  ...datePickerControlsWithout("weekendsUnavailable", "fixedWeeks", "startOfWeek", "numOfMonths"),
})

export const about: VariantAbout = {
  label: "Two months",
  summary:
    "How to let a month picker take several months, at most two (maxSelectedDates): a third pick is ignored until one is removed.",
  keywords: ["multiple months", "month picker", "maxSelectedDates", "limit", "compare months"],
}
