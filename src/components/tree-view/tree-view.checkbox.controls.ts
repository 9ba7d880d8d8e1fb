import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Checkboxes",
  summary: "How to check files and whole folders, with a mixed state for half-checked folders.",
  keywords: ["checkbox tree", "tri-state", "indeterminate", "checkedValue", "multi-check"],
}
