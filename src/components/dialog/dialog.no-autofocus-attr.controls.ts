import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Skipped on open",
  summary: "Buttons marked data-no-autofocus are passed over when the dialog picks what to focus.",
  keywords: ["data-no-autofocus", "autofocus", "initial focus", "confirmation"],
}
