import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Swipe area",
  summary: "A drawer pulled open by dragging from a strip at the edge, with no tap needed.",
  keywords: ["swipe to open", "edge swipe", "getSwipeAreaProps", "pull up", "gesture"],
}
