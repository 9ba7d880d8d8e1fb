import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "With a search box",
  summary: "A select-like button whose popup has a search box that filters the options.",
  keywords: ["searchable select", "filter", "combobox", "search in dropdown", "composite"],
}
