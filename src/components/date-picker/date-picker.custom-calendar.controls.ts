import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { directionControl } from "../kit/runtime/shared-controls"
import { datePickerControlsWithout } from "./date-picker.controls"

// The locale is fa-IR, whose calendar this variant shows, written right to left; min and max
// are Gregorian dates.
export const controls = defineControls({
  ...datePickerControlsWithout("locale", "dir"),
  dir: { ...directionControl.dir, defaultValue: "rtl" as "ltr" | "rtl" },
})

export const about: VariantAbout = {
  label: "Persian calendar",
  summary:
    "The Persian (Solar Hijri) calendar in fa-IR, right to left with Persian digits; the form still gets Gregorian dates.",
  keywords: ["custom calendar", "createCalendar", "Persian", "Jalali", "Solar Hijri", "fa-IR"],
}
