import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "root",
      action: "Presses or releases the toggle.",
    },
  ],
  note: "zag's toggle handles no keys itself: it is a button the keyboard presses.",
}
