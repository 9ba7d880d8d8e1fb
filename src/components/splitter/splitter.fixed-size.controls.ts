import type { VariantAbout } from "../kit/runtime/demo-types"

// The panels and the fixed block between them are the variant's point: only the layout is a setting.
export { controls } from "./splitter.collapsible.controls"

export const about: VariantAbout = {
  label: "Fixed-size block",
  summary:
    "How to keep a block of fixed width between two panels: the handles and the splitter's own resizing change only the panels.",
  keywords: ["fixed size", "fixed width", "toolbar between panels", "non-resizable", "px"],
}
