import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab"],
      part: "dropzone",
      action: "Moves focus to the dropzone, then the trigger and each file's delete button.",
    },
    {
      keys: ["Enter", " "],
      part: "dropzone",
      action: "Opens the system file picker.",
    },
    {
      keys: ["Enter", " "],
      part: "item-delete-trigger",
      action: "Removes that file from the list.",
    },
  ],
}
