import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Virtualized",
  summary: "How to show a tree of a thousand nodes while rendering only the rows in view.",
  keywords: ["virtualized", "large tree", "windowing", "scrollToIndexFn", "getVisibleNodes"],
}
