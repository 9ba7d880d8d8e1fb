import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab", "Shift+Tab"],
      part: "trigger",
      action:
        "Moves focus between the step triggers, the step's fields and the back and next buttons.",
    },
    {
      keys: ["Enter", " "],
      part: "trigger",
      action: "Goes to the focused step; the back and next buttons go one step back or forward.",
    },
  ],
  note: "zag's steps machine handles no keys itself: its triggers are buttons the keyboard presses.",
}
