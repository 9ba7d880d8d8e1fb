import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["ArrowRight", "ArrowLeft"],
      part: "indicator",
      action:
        "In a horizontal carousel, shows the next or previous page and focuses its indicator (reversed in right-to-left).",
    },
    {
      keys: ["ArrowDown", "ArrowUp"],
      part: "indicator",
      action: "In a vertical carousel, shows the next or previous page and focuses its indicator.",
    },
    {
      keys: ["Home", "End"],
      part: "indicator",
      action: "Shows the first or last page.",
    },
    {
      keys: ["Enter", " "],
      part: "next-trigger",
      action:
        "The previous and next buttons scroll one move back or forward; the autoplay button starts or stops it.",
    },
  ],
}
