import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "trigger",
      action: "Opens the columns and focuses the current hour.",
    },
    {
      keys: ["Character", "Enter"],
      part: "input",
      action: "Type a time (5:30 pm); Enter formats it and selects it.",
    },
    {
      keys: ["ArrowDown", "ArrowUp"],
      part: "content",
      action:
        "Moves focus to the next or previous value in the column: hours, minutes, seconds or AM/PM.",
    },
    {
      keys: ["ArrowRight", "ArrowLeft"],
      part: "content",
      action: "Moves focus to the next or previous column.",
    },
    {
      keys: ["Enter"],
      part: "content",
      action: "Selects the focused value.",
    },
    {
      keys: ["Tab"],
      part: "content",
      action: "Does nothing while the columns are open: focus stays in them until they close.",
    },
    {
      keys: ["Escape"],
      part: "content",
      action: "Closes the columns.",
    },
  ],
}
