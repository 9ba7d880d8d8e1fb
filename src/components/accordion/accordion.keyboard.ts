import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "item-trigger",
      action:
        "Expands the focused item, or collapses it when it may close (multiple or collapsible).",
    },
    {
      keys: ["ArrowDown", "ArrowUp"],
      part: "item-trigger",
      action: "Moves focus to the next or previous item's trigger.",
    },
    {
      keys: ["Home", "End"],
      part: "item-trigger",
      action: "Moves focus to the first or last item's trigger.",
    },
    {
      keys: ["Tab"],
      part: "item-trigger",
      action: "Moves focus to the next focusable element: the next trigger, or into open content.",
    },
  ],
}
