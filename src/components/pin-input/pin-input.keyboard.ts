import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Character"],
      part: "input",
      action: "Fills the focused box with an allowed character and moves focus to the next one.",
    },
    {
      keys: ["Backspace"],
      part: "input",
      action: "Clears the focused box and moves focus to the previous one.",
    },
    {
      keys: ["Delete", "Control+Backspace"],
      part: "input",
      action: "Clears the focused box and keeps focus on it.",
    },
    {
      keys: ["ArrowLeft", "ArrowRight"],
      part: "input",
      action: "Moves focus to the previous or next box (reversed in right-to-left).",
    },
    {
      keys: ["Home", "End"],
      part: "input",
      action: "Moves focus to the first or last box.",
    },
    {
      keys: ["Control+v", "Meta+v"],
      part: "input",
      action: "Pastes a code, filling the boxes from the focused one on.",
    },
    {
      keys: ["Enter"],
      part: "input",
      action: "Once every box is filled, submits the form the pin input is in.",
    },
  ],
}
