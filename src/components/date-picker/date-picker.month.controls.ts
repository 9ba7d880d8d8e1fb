import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { closeOnSelect, datePickerControlsWithout } from "./date-picker.controls"

// No day grid: the settings of days and weeks do not apply.
export const controls = defineControls({
  ...datePickerControlsWithout("weekendsUnavailable", "fixedWeeks", "startOfWeek", "numOfMonths"),
  closeOnSelect,
})

export const about: VariantAbout = {
  label: "Month picker",
  summary:
    "Picks a month and year (mm/yyyy): the calendar stops at the months, never showing days.",
  keywords: ["month picker", "minView", "card expiry", "billing month"],
}
