import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "With a submenu",
  summary:
    "A context menu whose Appearance item opens a submenu beside it, by hover, ArrowRight or Enter.",
  keywords: ["submenu", "nested", "right click", "cascading"],
}
