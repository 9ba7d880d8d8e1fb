import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Character", "Backspace"],
      part: "input",
      action: "Typing filters the emojis and highlights the first match.",
    },
    {
      keys: ["Enter"],
      part: "input",
      action: "Picks the highlighted emoji.",
    },
    {
      keys: ["Tab"],
      part: "content",
      action: "Moves focus to the grid, highlighting the picked emoji or the first.",
    },
    {
      keys: ["ArrowLeft", "ArrowRight"],
      part: "content",
      action: "Highlights the previous or next emoji in the row.",
    },
    {
      keys: ["ArrowUp", "ArrowDown"],
      part: "content",
      action: "Highlights the emoji in the same column of the row above or below.",
    },
    {
      keys: ["Home", "End"],
      part: "content",
      action: "Highlights the first or last emoji.",
    },
    {
      keys: ["Enter", " "],
      part: "content",
      action: "Picks the highlighted emoji.",
    },
  ],
  note: "zag's listbox with a grid collection runs this one, not its combobox.",
}
