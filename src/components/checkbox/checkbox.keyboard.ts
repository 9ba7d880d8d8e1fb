import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab"],
      part: "control",
      action: "Moves focus to the checkbox, which shows its focus ring.",
    },
    {
      keys: [" "],
      part: "control",
      action: "Checks or unchecks the focused checkbox.",
    },
  ],
}
