import type { KeyBinding } from "../keyboard-map"

/** zag's dialog: a modal layer that traps focus and closes on Escape. */
export const dialogBindings: readonly KeyBinding[] = [
  {
    keys: ["Enter", " "],
    part: "trigger",
    action: "Opens the dialog and moves focus into it.",
  },
  {
    keys: ["Tab", "Shift+Tab"],
    part: "content",
    action:
      "Moves focus to the next or previous focusable element inside the dialog, wrapping around: focus stays in it.",
  },
  {
    keys: ["Escape"],
    part: "content",
    action: "Closes the dialog and returns focus to the element that opened it.",
  },
]
