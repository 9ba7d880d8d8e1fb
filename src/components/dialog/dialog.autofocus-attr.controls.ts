import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Focus by attribute",
  summary: "A field marked data-autofocus takes focus when the dialog opens, ahead of Close.",
  keywords: ["data-autofocus", "initial focus", "autofocus", "markup"],
}
