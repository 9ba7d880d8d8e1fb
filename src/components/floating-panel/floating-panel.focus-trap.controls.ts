import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Focus trap",
  summary:
    "A floating panel holding a form, with focus trapped inside while it is open: Tab cycles through its controls instead of leaving.",
  keywords: ["focus trap", "tab order", "keyboard", "form", "modal-like"],
}
