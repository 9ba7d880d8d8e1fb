import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Links",
  summary: "A menu whose items are links: Enter or a click follows the highlighted one.",
  keywords: ["links", "anchor", "href", "navigation", "navigate"],
}
