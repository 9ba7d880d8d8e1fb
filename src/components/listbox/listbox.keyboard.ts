import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab"],
      part: "content",
      action: "Moves focus to the list, highlighting the selected option or the first.",
    },
    {
      keys: ["ArrowDown", "ArrowUp"],
      part: "content",
      action: "Highlights the next or previous option (wrapping when loop focus is on).",
    },
    {
      keys: ["Home", "End"],
      part: "content",
      action: "Highlights the first or last option.",
    },
    {
      keys: ["Enter", " "],
      part: "content",
      action: "Selects the highlighted option (toggles it in multiple selection).",
    },
    {
      keys: ["Shift+ArrowDown", "Shift+ArrowUp"],
      part: "content",
      action: "In extended selection, extends the selection down or up from the anchor.",
    },
    {
      keys: ["Control+a", "Meta+a"],
      part: "content",
      action: "In multiple or extended selection, selects every option.",
    },
    {
      keys: ["Escape"],
      part: "content",
      action: "Clears the selection.",
    },
    {
      keys: ["Character"],
      part: "content",
      action: "Typeahead: highlights the option whose label starts with the typed letters.",
    },
  ],
}
