import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { comboboxBindings } from "../kit/accessibility/machines/combobox"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "trigger",
      action: "Opens the popup and moves focus to its search box.",
    },
    ...comboboxBindings,
  ],
  note: "zag's combobox runs this one: the search box in the popup owns the keys, and the first match is highlighted as you type.",
}
