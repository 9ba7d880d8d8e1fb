import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "trigger",
      action: "Opens the trigger's content, or closes it when it is open.",
    },
    {
      keys: ["ArrowRight", "ArrowLeft"],
      part: "trigger",
      action:
        "Moves focus to the next or previous trigger or link in the bar (reversed in right-to-left).",
    },
    {
      keys: ["Home", "End"],
      part: "trigger",
      action: "Moves focus to the first or last trigger or link in the bar.",
    },
    {
      keys: ["ArrowDown"],
      part: "trigger",
      action: "With the content open, moves focus into it.",
    },
    {
      keys: ["Tab", "Shift+Tab"],
      part: "content",
      action:
        "Moves through the open content's links, on to the next trigger; tabbing out of the menu closes it.",
    },
    {
      keys: ["Escape"],
      part: "content",
      action: "Closes the open content and returns focus to its trigger.",
    },
  ],
}
