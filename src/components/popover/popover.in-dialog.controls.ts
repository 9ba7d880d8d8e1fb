import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "In a dialog",
  summary:
    "Popovers three levels deep inside a modal dialog: the focus trap holds them all and Escape closes the top popover first.",
  keywords: ["dialog", "modal", "focus trap", "nested popovers", "layers"],
}
