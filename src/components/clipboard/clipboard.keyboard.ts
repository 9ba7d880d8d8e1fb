import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "trigger",
      action: "Copies the value to the clipboard; the trigger says it was copied for a moment.",
    },
  ],
  note: "zag's clipboard machine handles no keys itself: its trigger is a button the keyboard presses.",
}
