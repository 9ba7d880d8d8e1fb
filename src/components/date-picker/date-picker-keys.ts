// The keys of zag's date picker, shared by the keyboard maps of this folder's three demos
// (date-picker, date-picker-multi, date-picker-range).
import type { KeyBinding } from "../kit/accessibility/keyboard-map"

/** zag's date picker: the input parses typed dates; the calendar grid moves a focused day. */
export const datePickerBindings: readonly KeyBinding[] = [
  {
    keys: ["Enter", " "],
    part: "trigger",
    action: "Opens the calendar and focuses the selected day, or today.",
  },
  {
    keys: ["Character", "Backspace"],
    part: "input",
    action: "Types or deletes characters of a date in the field's format.",
  },
  {
    keys: ["Enter"],
    part: "input",
    action: "Parses the typed text and selects that date.",
  },
  {
    keys: ["ArrowLeft", "ArrowRight"],
    part: "table-cell-trigger",
    action: "Moves focus to the previous or next day (reversed in right-to-left).",
  },
  {
    keys: ["ArrowUp", "ArrowDown"],
    part: "table-cell-trigger",
    action: "Moves focus to the same day in the previous or next week.",
  },
  {
    keys: ["Home", "End"],
    part: "table-cell-trigger",
    action: "Moves focus to the first or last day of the month.",
  },
  {
    keys: ["PageUp", "PageDown"],
    part: "table-cell-trigger",
    action: "Moves focus to the same day in the previous or next month.",
  },
  {
    keys: ["Shift+PageUp", "Shift+PageDown"],
    part: "table-cell-trigger",
    action: "Moves focus to the same day in the previous or next year.",
  },
  {
    keys: ["Enter", " "],
    part: "table-cell-trigger",
    action: "Selects the focused day.",
  },
  {
    keys: ["Escape"],
    part: "content",
    action: "Closes the calendar.",
  },
]
