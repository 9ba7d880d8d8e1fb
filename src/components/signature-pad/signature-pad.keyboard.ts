import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "clear-trigger",
      action: "Clears the signature.",
    },
  ],
  note: "Drawing needs a pointer: zag's signature pad handles no keys itself, only its clear button does.",
}
