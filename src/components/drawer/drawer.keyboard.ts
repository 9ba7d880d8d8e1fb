import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "trigger",
      action: "Opens the drawer and moves focus into it.",
    },
    {
      keys: ["Tab", "Shift+Tab"],
      part: "content",
      action:
        "Moves focus through the drawer's focusable elements; a modal drawer keeps focus inside.",
    },
    {
      keys: ["Escape"],
      part: "content",
      action: "Closes the drawer and returns focus to the trigger.",
    },
  ],
}
