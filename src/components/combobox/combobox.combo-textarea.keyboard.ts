import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Character"],
      part: "input",
      action:
        "Types into the message; an @ followed by letters opens the list of matching countries.",
    },
    {
      keys: ["ArrowDown", "ArrowUp"],
      part: "input",
      action: "With the list open, highlights the next or previous country.",
    },
    {
      keys: ["Enter"],
      part: "input",
      action: "With the list open, writes the highlighted country in place of the @ word.",
    },
    {
      keys: ["Escape"],
      part: "input",
      action: "Closes the list, keeping the text.",
    },
    {
      keys: ["ArrowLeft", "ArrowRight"],
      part: "input",
      action: "Moves the caret and closes the list.",
    },
  ],
}
