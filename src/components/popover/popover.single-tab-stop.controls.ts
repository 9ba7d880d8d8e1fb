import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as popoverControls } from "./popover.controls"

// Modal by default: the scenario is the focus trap with one tab stop inside.
export const controls = defineControls({
  ...popoverControls,
  modal: { ...popoverControls.modal, defaultValue: true },
})

export const about: VariantAbout = {
  label: "One tab stop",
  summary:
    "A modal popover holding only a radio group: Tab and Shift+Tab keep focus on the checked radio.",
  keywords: ["focus trap", "modal", "radio group", "tab stop", "sort menu"],
}
