import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "In a dialog",
  summary:
    "The color picker inside a modal dialog: its popup opens over the dialog, and Escape closes the popup before the dialog.",
  keywords: ["dialog", "modal", "layers", "nested", "focus trap"],
}
