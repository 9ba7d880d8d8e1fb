import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Nested dialogs",
  summary: "A dialog that opens a second one on top: Escape closes only the top dialog.",
  keywords: ["nested", "stacked dialogs", "confirmation", "layer stack"],
}
