import type { VariantAbout } from "../kit/runtime/demo-types"

export { controls } from "./splitter.collapsible.controls"

export const about: VariantAbout = {
  label: "Fixed-width panel",
  summary: "How to keep a panel's pixel width when the splitter itself grows or shrinks.",
  keywords: ["resizeBehavior", "preserve-pixel-size", "pixels", "container resize"],
}
