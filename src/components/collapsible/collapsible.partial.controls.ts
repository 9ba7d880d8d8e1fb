import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Partial",
  summary:
    "A collapsible that, closed, still shows the first 100px of its content, with Show more to reveal the rest.",
  keywords: ["collapsedHeight", "read more", "teaser", "show more"],
}
