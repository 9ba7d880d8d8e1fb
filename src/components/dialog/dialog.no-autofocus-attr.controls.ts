import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Skip by attribute",
  summary: "Buttons marked data-no-autofocus are passed over: focus opens on Cancel.",
  keywords: ["data-no-autofocus", "initial focus", "skip", "confirmation"],
}
