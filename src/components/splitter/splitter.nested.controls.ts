import { defineControls } from "../kit/runtime/controls"
import { directionControl } from "../kit/runtime/shared-controls"
import type { VariantAbout } from "../kit/runtime/demo-types"

/** The layout is fixed; only the reading direction is a setting. */
export const controls = defineControls({
  ...directionControl,
})

export const about: VariantAbout = {
  label: "Nested",
  summary: "How to put a vertical splitter inside a panel of a horizontal one.",
  keywords: ["nested splitters", "editor layout", "registry", "multi-drag", "panel group"],
}
