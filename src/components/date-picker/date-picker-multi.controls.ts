import { defineControls } from "../kit/runtime/controls"
import { datePickerBaseControls } from "./date-picker.controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

// zag never closes a multiple-selection calendar on select, so that setting is left out.
export const controls = defineControls({ ...datePickerBaseControls })

export const about: DemoAbout = {
  label: "Date Picker (Multiple)",
  summary: "Picks several dates from a calendar.",
  use: "Use it when a reader chooses several separate days, such as days off or delivery days, that do not form one range.",
  group: "date-time",
  keywords: ["calendar", "dates", "multiple"],
}
