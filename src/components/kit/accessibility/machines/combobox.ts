import type { KeyBinding } from "../keyboard-map"

/** zag's combobox: the input owns the keys; the list is highlighted, never focused. */
export const comboboxBindings: readonly KeyBinding[] = [
  {
    keys: ["ArrowDown"],
    part: "input",
    action: "Opens the list if it is closed, or highlights the next option.",
  },
  {
    keys: ["ArrowUp"],
    part: "input",
    action: "Opens the list if it is closed, or highlights the previous option.",
  },
  {
    keys: ["Home", "End"],
    part: "input",
    action:
      "With the list open, highlights the first or last option; closed, moves the caret to the start or end of the text.",
  },
  {
    keys: ["Enter"],
    part: "input",
    action: "Selects the highlighted option and closes the list.",
  },
  {
    keys: ["Escape"],
    part: "input",
    action: "Closes the list; with it closed, reverts typed text that matches no option.",
  },
  {
    keys: ["Character", "Backspace"],
    part: "input",
    action: "Typing filters the options and opens the list.",
  },
]
