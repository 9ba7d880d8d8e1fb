import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Autofocus attribute",
  summary: "The element marked data-autofocus takes focus when the dialog opens.",
  keywords: ["data-autofocus", "autofocus", "initial focus", "focus management"],
}
