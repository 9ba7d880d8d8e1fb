import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "In a popover",
  summary: "A select inside a popover: choosing or pressing Escape closes only the select.",
  keywords: ["nested popup", "popover", "layered dismiss", "Escape", "filter panel"],
}
