import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "In a dialog",
  summary:
    "A menu with submenus inside a modal dialog: every level stays reachable and Escape closes the menu before the dialog.",
  keywords: ["dialog", "modal", "focus trap", "submenu", "layers"],
}
