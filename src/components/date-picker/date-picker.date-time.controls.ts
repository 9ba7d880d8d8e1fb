import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { datePickerBaseControls } from "./date-picker.controls"

// The calendar stays open on a day, for the time below it: close on select does not apply.
export const controls = defineControls({ ...datePickerBaseControls })

export const about: VariantAbout = {
  label: "Date and time",
  summary: "Picks a day in the calendar and a time in a field below it, giving one date-time.",
  keywords: ["date time", "datetime", "time field", "setTime", "appointment"],
}
