import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab"],
      part: "control",
      action: "Moves focus to the switch, which shows its focus ring.",
    },
    {
      keys: [" "],
      part: "control",
      action: "Turns the focused switch on or off.",
    },
  ],
}
