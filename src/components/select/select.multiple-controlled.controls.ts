import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Two with controlled open",
  summary: "Two selects whose open state the app holds: opening one closes the other.",
  keywords: ["controlled open", "onOpenChange", "several selects", "open state"],
}
