import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab", "Shift+Tab"],
      part: "item",
      action:
        "Moves focus into the group, on the pressed item (or the first), and out again: the group is one tab stop.",
    },
    {
      keys: ["ArrowRight", "ArrowLeft"],
      part: "item",
      action:
        "In a horizontal group, moves focus to the next or previous item (reversed in right-to-left).",
    },
    {
      keys: ["ArrowDown", "ArrowUp"],
      part: "item",
      action: "In a vertical group, moves focus to the next or previous item.",
    },
    {
      keys: ["Home", "End"],
      part: "item",
      action: "Moves focus to the first or last item.",
    },
    {
      keys: ["Enter", " "],
      part: "item",
      action: "Presses or releases the focused item.",
    },
  ],
}
