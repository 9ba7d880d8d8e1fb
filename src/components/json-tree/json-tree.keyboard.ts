import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab"],
      part: "tree",
      action:
        "Moves focus into the tree, on the last focused node (at first the value itself), and out again.",
    },
    {
      keys: ["ArrowDown", "ArrowUp"],
      part: "item",
      action: "Moves focus to the next or previous visible key.",
    },
    {
      keys: ["ArrowRight"],
      part: "branch-control",
      action: "Opens a closed object or array; on an open one, moves focus to its first key.",
    },
    {
      keys: ["ArrowLeft"],
      part: "item",
      action: "Closes an open object or array; otherwise moves focus to the one holding it.",
    },
    {
      keys: ["Home", "End"],
      part: "item",
      action: "Moves focus to the first or last visible key.",
    },
    {
      keys: ["Enter", " "],
      part: "item",
      action: "Selects the focused key; on an object or array, also opens or closes it.",
    },
    {
      keys: ["*"],
      part: "item",
      action: "Opens every object and array beside the focused key, at its level.",
    },
    {
      keys: ["Character"],
      part: "item",
      action: "Typeahead: moves focus to the next visible key that starts with the typed letters.",
    },
  ],
  note: "In right-to-left reading the left and right arrows swap.",
}
