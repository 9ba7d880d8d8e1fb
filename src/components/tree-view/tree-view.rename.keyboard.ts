import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { keyboard as treeKeyboard } from "./tree-view.keyboard"

// The tree's keys, and the ones that rename a file.
export const keyboard: KeyboardMap = {
  bindings: [
    ...treeKeyboard.bindings,
    {
      keys: ["F2"],
      part: "item",
      action: "Turns the focused file's name into a text box to rename it.",
    },
    {
      keys: ["Enter"],
      part: "node-rename-input",
      action: "Keeps the new name, unless it is empty or a sibling has it.",
    },
    {
      keys: ["Escape"],
      part: "node-rename-input",
      action: "Drops the new name and keeps the old one.",
    },
  ],
}
