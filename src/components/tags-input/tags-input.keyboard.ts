import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Character"],
      part: "input",
      action: "Types a new tag; a delimiter (a comma) adds it.",
    },
    {
      keys: ["Enter"],
      part: "input",
      action: "Adds the typed text as a tag; on a highlighted tag, edits it.",
    },
    {
      keys: ["Backspace"],
      part: "input",
      action:
        "With the input empty, highlights the last tag; pressed again, deletes the highlighted tag.",
    },
    {
      keys: ["Delete"],
      part: "input",
      action: "Deletes the highlighted tag and highlights the next one.",
    },
    {
      keys: ["ArrowLeft", "ArrowRight"],
      part: "input",
      action:
        "With the caret at the start, highlights the previous or next tag (reversed in right-to-left).",
    },
    {
      keys: ["Escape"],
      part: "input",
      action: "Clears the tag highlight; while editing a tag, cancels the edit.",
    },
  ],
}
