import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as listboxControls } from "./listbox.controls"

// Both lists select several countries at once, as zag's page does: moving one at a time
// would make the buttons pointless.
function withoutSelectionMode<S extends { selectionMode: unknown }>(
  schema: S,
): Omit<S, "selectionMode"> {
  const copy: Partial<S> = { ...schema }
  delete copy.selectionMode
  return copy as Omit<S, "selectionMode">
}

export const controls = defineControls(withoutSelectionMode(listboxControls))

export const about: VariantAbout = {
  label: "Transfer",
  summary:
    "Two lists side by side: select countries in one and move them to the other with the buttons between.",
  keywords: ["transfer list", "dual listbox", "move", "multiple selection", "two lists"],
}
