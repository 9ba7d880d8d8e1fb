import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Character", "Backspace"],
      part: "input",
      action: "Types or deletes characters of the password.",
    },
    {
      keys: ["ArrowLeft", "ArrowRight"],
      part: "input",
      action: "Moves the caret; showing or hiding the password keeps it where it is.",
    },
    {
      keys: ["Enter", " "],
      part: "visibility-trigger",
      action: "Shows or hides the password.",
    },
  ],
}
