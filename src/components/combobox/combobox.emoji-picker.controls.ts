import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { directionControl } from "../kit/runtime/shared-controls"

// A listbox, not a combobox, runs this one: only the settings the two share apply.
export const controls = defineControls({
  loopFocus: {
    description: "Arrow keys wrap from the last emoji to the first and back.",
    type: "boolean",
    defaultValue: false,
  },
  ...directionControl,
})

export const about: VariantAbout = {
  label: "Emoji picker",
  summary:
    "A searchable grid of emojis: a search box over a listbox moved through in two dimensions.",
  keywords: ["emoji", "grid", "gridCollection", "search", "listbox", "picker"],
}
