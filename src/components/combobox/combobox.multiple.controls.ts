import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as comboboxControls } from "./combobox.controls"

/** A copy of `schema` without the settings `keys`. */
function without<S extends object, K extends keyof S>(schema: S, ...keys: K[]): Omit<S, K> {
  const copy = { ...schema }
  for (const key of keys) delete copy[key]
  return copy
}

// Always multiple, and the input always clears after a choice (zag's default when multiple):
// the demo's `multiple` and `selectionBehavior` settings would only undo the variant.
const shared = without(comboboxControls, "multiple", "selectionBehavior")

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
