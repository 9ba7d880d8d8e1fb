import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Fields in submenus",
  summary: "Submenus that hold a text field: focus moves into them and the menu above stays open.",
  keywords: ["submenu", "input", "text field", "focus", "focus outside"],
}
