import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

// zag's toc handles no keys itself: its links are links, so the browser's Tab and Enter reach
// them, and the click that Enter makes runs the machine's scroll to the section.
export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab", "Shift+Tab"],
      part: "link",
      action: "Moves focus to the next or previous link of the table of contents, in order.",
    },
    {
      keys: ["Enter"],
      part: "link",
      action: "Scrolls the article's box to the link's section and marks the link as current.",
    },
  ],
  note: "The article's box takes focus too: the arrow keys, Page Up, Page Down, Home and End scroll it as any scrolling box, and the links follow the sections in view.",
}
