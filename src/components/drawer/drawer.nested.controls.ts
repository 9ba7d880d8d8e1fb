import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Nested drawers",
  summary:
    "A drawer that opens a second and a third on top: the ones behind step back, and Escape closes only the top one.",
  keywords: ["nested", "stacked drawers", "drawer stack", "layer stack", "sub-sheet"],
}
