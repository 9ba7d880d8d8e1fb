import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Mounted when open",
  summary: "A menu whose popup is rendered only while it is open, and removed when it closes.",
  keywords: ["lazy mount", "unmount on exit", "conditional rendering", "performance"],
}
