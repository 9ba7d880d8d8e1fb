import type { KeyBinding } from "../keyboard-map"

/** zag's tabs: focus moves along the list; activation follows the activation mode. */
export const tabsBindings: readonly KeyBinding[] = [
  {
    keys: ["ArrowRight", "ArrowLeft"],
    part: "trigger",
    action:
      "Moves focus to the next or previous tab in a horizontal list (reversed in right-to-left), selecting it in automatic activation.",
  },
  {
    keys: ["ArrowDown", "ArrowUp"],
    part: "trigger",
    action:
      "Moves focus to the next or previous tab in a vertical list, selecting it in automatic activation.",
  },
  {
    keys: ["Home", "End"],
    part: "trigger",
    action: "Moves focus to the first or last tab, selecting it in automatic activation.",
  },
  {
    keys: ["Enter", " "],
    part: "trigger",
    action: "Selects the focused tab (what manual activation waits for).",
  },
  {
    keys: ["Tab"],
    part: "trigger",
    action: "Moves focus from the tab list into the selected panel.",
  },
]
