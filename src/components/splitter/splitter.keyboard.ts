import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Tab"],
      part: "resize-trigger",
      action: "Moves focus to the next resize handle.",
    },
    {
      keys: ["ArrowRight", "ArrowLeft"],
      part: "resize-trigger",
      action: "In a horizontal splitter, grows or shrinks the panel before the handle by one step.",
    },
    {
      keys: ["ArrowDown", "ArrowUp"],
      part: "resize-trigger",
      action: "In a vertical splitter, grows or shrinks the panel above the handle by one step.",
    },
    {
      keys: ["Home", "End"],
      part: "resize-trigger",
      action: "Shrinks the panel before the handle to its minimum, or grows it to its maximum.",
    },
    {
      keys: ["F6", "Shift+F6"],
      part: "resize-trigger",
      action: "Moves focus to the next resize handle, cycling through them.",
    },
    {
      keys: ["Enter"],
      part: "resize-trigger",
      action: "Collapses a collapsible panel, or expands it again.",
    },
  ],
}
