import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab"],
      part: "preview",
      action: "Focusing the preview enters edit mode when activation is on focus.",
    },
    {
      keys: ["Enter", " "],
      part: "edit-trigger",
      action: "Enters edit mode and focuses the input.",
    },
    {
      keys: ["Character", "Backspace"],
      part: "input",
      action: "Edits the text, up to the maximum length.",
    },
    {
      keys: ["Enter"],
      part: "input",
      action: "Saves the text and leaves edit mode.",
    },
    {
      keys: ["Escape"],
      part: "input",
      action: "Reverts to the last saved text and leaves edit mode.",
    },
  ],
}
