import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as comboboxControls } from "./combobox.controls"
import { schemaWithout } from "./schema-without"

// Always multiple, and the input always clears after a choice (zag's default when multiple):
// the demo's `multiple` and `selectionBehavior` settings would only undo the variant.
const shared = schemaWithout(comboboxControls, "multiple", "selectionBehavior")

export const controls = defineControls({
  ...shared,
  removeSelected: {
    description: "Chosen countries leave the list, so choosing again cannot unchoose them.",
    type: "boolean",
    defaultValue: false,
  },
})

export const about: VariantAbout = {
  label: "Several values",
  summary: "How to pick several countries from one input, toggling each on and off.",
  keywords: ["multiple", "multi-select", "several values", "removeSelected"],
}
