import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " ", "ArrowDown"],
      part: "trigger",
      action: "Opens the first list and highlights an item.",
    },
    {
      keys: ["ArrowDown", "ArrowUp"],
      part: "content",
      action: "Highlights the next or previous item in the current list, skipping disabled ones.",
    },
    {
      keys: ["Home", "End"],
      part: "content",
      action: "Highlights the first or last item in the current list.",
    },
    {
      keys: ["ArrowRight"],
      part: "content",
      action:
        "On an item with children, opens its list and highlights the first child (ArrowLeft in right-to-left).",
    },
    {
      keys: ["ArrowLeft"],
      part: "content",
      action:
        "Goes back to the parent list, highlighting the parent (ArrowRight in right-to-left).",
    },
    {
      keys: ["Enter"],
      part: "content",
      action: "Selects the highlighted item; a leaf closes the lists, a parent opens its children.",
    },
    {
      keys: ["Escape"],
      part: "content",
      action: "Closes the lists and returns focus to the trigger.",
    },
  ],
}
