import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Mounted when open",
  summary: "A context menu whose popup is rendered only while it is open.",
  keywords: ["lazy mount", "unmount on exit", "conditional rendering", "right click"],
}
