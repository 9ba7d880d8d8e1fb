import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Filtering",
  summary: "How to filter a tree with a search box, keeping the folders that lead to matches.",
  keywords: ["filter", "search", "tree search", "collection filter", "matches"],
}
