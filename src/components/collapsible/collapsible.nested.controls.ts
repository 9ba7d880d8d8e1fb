import type { VariantAbout } from "../kit/runtime/demo-types"
import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl } from "../kit/runtime/shared-controls"

// No Open setting: each of the nested sections opens on its own.
export const controls = defineControls({
  ...disabledControl,
  ...directionControl,
})

export const about: VariantAbout = {
  label: "Nested",
  summary:
    "Collapsibles inside collapsibles, four levels deep: each opens on its own and keeps its state while its parent is closed.",
  keywords: ["nested", "tree", "outline", "disclosure"],
}
