import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab"],
      part: "trigger",
      action: "Focusing the trigger opens the card after the open delay; tabbing away closes it.",
    },
  ],
  note: "A hover card adds to a link; it has no keys of its own beyond focus.",
}
