import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Viewport",
  summary:
    "Every section's panel opens in one shared box under the menu, which resizes to the panel while an indicator follows the open trigger.",
  keywords: ["viewport", "mega menu", "indicator", "shared panel", "motion"],
}
