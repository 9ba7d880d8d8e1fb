import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Long, scrolling",
  summary:
    "A menu of 42 items in a popup that scrolls: the highlighted item is always scrolled into view.",
  keywords: ["overflow", "scroll", "long list", "max height", "scroll into view"],
}
