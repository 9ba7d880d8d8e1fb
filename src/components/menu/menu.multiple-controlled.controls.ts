import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Two controlled menus",
  summary:
    "Two menus whose open state React holds: opening one closes the other, through that state.",
  keywords: ["controlled", "open", "onOpenChange", "state", "menubar"],
}
