import type { KeyBinding } from "../keyboard-map"

/** zag's menu, the parts every menu demo has: items highlighted in the content, typeahead. */
export const menuContentBindings: readonly KeyBinding[] = [
  {
    keys: ["ArrowDown", "ArrowUp"],
    part: "content",
    action: "Highlights the next or previous item.",
  },
  {
    keys: ["Home", "End"],
    part: "content",
    action: "Highlights the first or last item.",
  },
  {
    keys: ["Enter", " "],
    part: "item",
    action: "Runs the highlighted item and closes the menu (a checkbox or radio item is checked).",
  },
  {
    keys: ["Character"],
    part: "content",
    action: "Typeahead: highlights the next item whose label starts with the typed letters.",
  },
  {
    keys: ["Escape"],
    part: "content",
    action: "Closes the menu and returns focus to the trigger.",
  },
  {
    keys: ["Tab", "Shift+Tab"],
    part: "content",
    action:
      "Keeps focus in the open menu: it moves only between focusable elements inside it, if there are any.",
  },
]

/** A dropdown menu's trigger button. */
export const menuTriggerBindings: readonly KeyBinding[] = [
  {
    keys: ["Enter", " "],
    part: "trigger",
    action: "Opens the menu and moves focus into it.",
  },
  {
    keys: ["ArrowDown", "ArrowUp"],
    part: "trigger",
    action: "Opens the menu and highlights its first or last item.",
  },
]

/** An item that opens a submenu. */
export const submenuBindings: readonly KeyBinding[] = [
  {
    keys: ["ArrowRight", "Enter", " "],
    part: "trigger-item",
    action: "Opens the submenu and highlights its first item (ArrowLeft in right-to-left).",
  },
  {
    keys: ["ArrowLeft"],
    part: "content",
    action:
      "In a submenu, closes it and returns to the item that opened it (ArrowRight in right-to-left).",
  },
]

/** A dropdown menu: trigger plus content. */
export const menuBindings: readonly KeyBinding[] = [...menuTriggerBindings, ...menuContentBindings]
