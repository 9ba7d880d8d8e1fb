import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"

// The sizes in rem, em and vh are the variant's point, and they are written for a stack of
// three panels: nothing here is a setting.
export const controls = defineControls({})

export const about: VariantAbout = {
  label: "Relative units",
  summary:
    "How to size and bound panels in rem, em, vh and percent instead of percent alone: a header, a body and a footer.",
  keywords: ["rem", "em", "vh", "css units", "min size", "max size", "header footer layout"],
}
