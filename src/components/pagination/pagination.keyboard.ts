import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab", "Shift+Tab"],
      part: "item",
      action: "Moves focus between the previous button, the page buttons and the next button.",
    },
    {
      keys: ["Enter", " "],
      part: "item",
      action: "Goes to the focused page; on the previous or next button, one page back or forward.",
    },
  ],
  note: "zag's pagination handles no keys itself: its parts are buttons the keyboard presses.",
}
