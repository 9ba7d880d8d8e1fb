import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Stacking",
  summary:
    "Two floating panels open at once: the one last opened or focused comes to the front, and closing it brings the other forward.",
  keywords: ["stacking", "z-index", "multiple panels", "topmost", "focus"],
}
