import type { KeyBinding } from "../keyboard-map"

/** zag's select: the trigger opens the list; the content highlights options. */
export const selectBindings: readonly KeyBinding[] = [
  {
    keys: ["Enter", " "],
    part: "trigger",
    action: "Opens the list and focuses it.",
  },
  {
    keys: ["ArrowDown", "ArrowUp"],
    part: "trigger",
    action: "Opens the list and highlights the first or last option.",
  },
  {
    keys: ["ArrowRight", "ArrowLeft"],
    part: "trigger",
    action: "In single selection with the list closed, selects the next or previous option.",
  },
  {
    keys: ["Home", "End"],
    part: "trigger",
    action: "In single selection with the list closed, selects the first or last option.",
  },
  {
    keys: ["ArrowDown", "ArrowUp"],
    part: "content",
    action: "Highlights the next or previous option.",
  },
  {
    keys: ["Home", "End"],
    part: "content",
    action: "Highlights the first or last option.",
  },
  {
    keys: ["Enter", " "],
    part: "content",
    action: "Selects the highlighted option (and closes the list unless it stays open on select).",
  },
  {
    keys: ["Character"],
    part: "content",
    action:
      "Typeahead: highlights the option whose label starts with the typed letters; on the closed trigger, selects it.",
  },
  {
    keys: ["Escape"],
    part: "content",
    action: "Closes the list and returns focus to the trigger.",
  },
]
