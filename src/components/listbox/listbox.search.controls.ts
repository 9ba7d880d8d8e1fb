import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Search",
  summary:
    "A search field filters the list as you type; the arrow keys and Enter pick from the matches without leaving the field.",
  keywords: ["filter", "search", "input", "autocomplete"],
}
