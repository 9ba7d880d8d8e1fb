import type { KeyBinding } from "../keyboard-map"

/** zag's popover: non-modal by default, closes on Escape and when focus tabs out. */
export const popoverBindings: readonly KeyBinding[] = [
  {
    keys: ["Enter", " "],
    part: "trigger",
    action: "Opens or closes the popover; opening moves focus to its first focusable element.",
  },
  {
    keys: ["Tab", "Shift+Tab"],
    part: "content",
    action:
      "Moves through the popover's focusable elements; tabbing out of a non-modal popover closes it, a modal one keeps focus inside.",
  },
  {
    keys: ["Escape"],
    part: "content",
    action: "Closes the popover and returns focus to the trigger.",
  },
]
