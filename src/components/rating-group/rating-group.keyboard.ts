import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab"],
      part: "item",
      action: "Moves focus to the rating, on the current value's star.",
    },
    {
      keys: ["ArrowRight", "ArrowDown"],
      part: "item",
      action:
        "Raises the rating by one star, or half a star when halves are allowed (ArrowRight lowers in right-to-left).",
    },
    {
      keys: ["ArrowLeft", "ArrowUp"],
      part: "item",
      action: "Lowers the rating by one star, or half a star when halves are allowed.",
    },
    {
      keys: ["Home", "End"],
      part: "item",
      action: "Sets the rating to the lowest or highest value.",
    },
    {
      keys: [" "],
      part: "item",
      action: "Sets the rating to the focused star.",
    },
  ],
}
