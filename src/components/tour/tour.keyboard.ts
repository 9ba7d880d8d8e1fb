import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "action-trigger",
      action: "Runs the focused action: start, back, next or finish the tour.",
    },
    {
      keys: ["ArrowRight", "ArrowLeft"],
      part: "content",
      action:
        "Goes to the next or previous step, when keyboard navigation is on (reversed in right-to-left).",
    },
    {
      keys: ["Escape"],
      part: "content",
      action: "Ends the tour.",
    },
    {
      keys: ["Tab", "Shift+Tab"],
      part: "content",
      action: "Moves focus through the step's buttons; focus stays in the step.",
    },
  ],
}
