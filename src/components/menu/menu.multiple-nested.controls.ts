import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Several submenus",
  summary:
    "A menu whose every item opens its own submenu; the pointer may cross the others on its way in.",
  keywords: ["submenu", "nested", "cascading", "navigation", "hover", "pointer grace area"],
}
