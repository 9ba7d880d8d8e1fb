import { defineControls } from "../kit/runtime/controls"
import { closeOnSelect, datePickerBaseControls } from "./date-picker.controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  ...datePickerBaseControls,
  closeOnSelect,
  numOfMonths: { ...datePickerBaseControls.numOfMonths, defaultValue: 2 },
})

export const about: DemoAbout = {
  label: "Date Picker (Range)",
  summary: "Picks a start and end date.",
  use: "Use it when the choice is a period with a start and an end, as for a stay, a report's time span or a leave request.",
  group: "date-time",
  keywords: ["calendar", "range", "period"],
}
