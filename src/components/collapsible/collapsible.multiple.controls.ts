import type { VariantAbout } from "../kit/runtime/demo-types"

export { controls } from "./collapsible.nested.controls"

export const about: VariantAbout = {
  label: "Multiple",
  summary:
    "Three controlled collapsibles: expand or collapse them all at once, toggle one, or reverse their order, each keeping its state.",
  keywords: ["controlled", "expand all", "collapse all", "list", "reorder"],
}
