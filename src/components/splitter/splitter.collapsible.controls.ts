import { defineControls } from "../kit/runtime/controls"
import { directionControl, orientationControl } from "../kit/runtime/shared-controls"
import type { VariantAbout } from "../kit/runtime/demo-types"

/** The panels' sizes are the variant's point, so only the layout is a setting. */
export const controls = defineControls({
  ...orientationControl,
  ...directionControl,
})

export const about: VariantAbout = {
  label: "Collapsible",
  summary: "How to let a sidebar panel collapse to a strip and expand back to its size.",
  keywords: ["collapsible", "collapse", "sidebar", "collapsedSize", "min and max size"],
}
