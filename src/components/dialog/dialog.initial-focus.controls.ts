import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Initial focus",
  summary: "Choosing which element takes focus when the dialog opens, instead of the first.",
  keywords: ["initial focus", "initialFocusEl", "autofocus", "focus management"],
}
