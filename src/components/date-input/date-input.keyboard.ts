import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Character"],
      part: "segment",
      action:
        "Types digits into the focused segment; once no further digit could fit, focus moves to the next segment.",
    },
    {
      keys: ["a", "p"],
      part: "segment",
      action: "On the AM/PM segment, sets AM or PM (and moves on).",
    },
    {
      keys: ["ArrowUp", "ArrowDown"],
      part: "segment",
      action:
        "Steps the segment up or down, wrapping; an empty segment first takes the placeholder date's value.",
    },
    {
      keys: ["PageUp", "PageDown"],
      part: "segment",
      action:
        "Steps the segment by a larger amount: 5 years, 2 months, 7 days, 2 hours, 15 minutes.",
    },
    {
      keys: ["Home", "End"],
      part: "segment",
      action: "Sets the segment to its lowest or highest value.",
    },
    {
      keys: ["ArrowLeft", "ArrowRight"],
      part: "segment",
      action:
        "Moves focus to the previous or next segment, across a range's two dates (reversed in right-to-left).",
    },
    {
      keys: ["Backspace", "Delete"],
      part: "segment",
      action:
        "Removes the segment's last digit, then empties it; on an empty segment, moves focus to the previous one.",
    },
    {
      keys: ["Tab", "Shift+Tab"],
      part: "segment",
      action: "Moves focus to the next or previous segment, then out of the field.",
    },
  ],
}
