import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab"],
      part: "tree",
      action: "Moves focus into the tree, on the selected node (or the first), and out again.",
    },
    {
      keys: ["ArrowDown", "ArrowUp"],
      part: "item",
      action: "Moves focus to the next or previous visible node.",
    },
    {
      keys: ["ArrowRight"],
      part: "branch-control",
      action: "Expands a closed branch; on an open branch, moves focus to its first child.",
    },
    {
      keys: ["ArrowLeft"],
      part: "item",
      action: "Collapses an open branch; otherwise moves focus to the parent branch.",
    },
    {
      keys: ["Home", "End"],
      part: "item",
      action: "Moves focus to the first or last visible node.",
    },
    {
      keys: ["Enter", " "],
      part: "item",
      action: "Selects the focused node; on a branch, also expands or collapses it.",
    },
    {
      keys: ["*"],
      part: "item",
      action: "Expands every sibling branch of the focused node.",
    },
    {
      keys: ["Character"],
      part: "item",
      action:
        "Typeahead: moves focus to the next visible node whose name starts with the typed letters.",
    },
  ],
}
