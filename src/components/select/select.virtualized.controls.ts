import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Virtualized",
  summary: "How to offer 1,027 options while rendering only the dozen in view.",
  keywords: ["virtual list", "windowing", "large list", "performance", "scrollToIndexFn"],
}
