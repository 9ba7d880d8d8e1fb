import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Links",
  summary:
    "A navigation tree whose pages are links: Enter or a click follows one, and the arrows still move through the tree.",
  keywords: ["links", "anchors", "navigation", "sidebar", "href"],
}
