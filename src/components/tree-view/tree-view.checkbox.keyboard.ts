import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { keyboard as treeKeyboard } from "./tree-view.keyboard"

// The tree's keys, with Space taken from selection to checking.
export const keyboard: KeyboardMap = {
  bindings: [
    ...treeKeyboard.bindings.filter((binding) => !binding.keys.includes("Enter")),
    {
      keys: ["Enter"],
      part: "item",
      action: "Selects the focused node; on a branch, also expands or collapses it.",
    },
    {
      keys: [" "],
      part: "item",
      action:
        "Checks or unchecks the focused node; on a branch, everything it holds along with it.",
    },
  ],
}
