// The keys of zag's radio group, shared by the keyboard maps of this folder's two demos
// (radio-group, segment-control).
import type { KeyBinding } from "../kit/accessibility/keyboard-map"

/** zag's radio group: one tab stop; arrows move and check. */
export const radioGroupBindings: readonly KeyBinding[] = [
  {
    keys: ["Tab"],
    part: "item-control",
    action: "Moves focus into the group, onto the checked item (or the first), and out again.",
  },
  {
    keys: [" "],
    part: "item-control",
    action: "Checks the focused item.",
  },
  {
    keys: ["ArrowDown", "ArrowRight"],
    part: "item-control",
    action: "Moves focus to the next item and checks it, wrapping at the end.",
  },
  {
    keys: ["ArrowUp", "ArrowLeft"],
    part: "item-control",
    action: "Moves focus to the previous item and checks it, wrapping at the start.",
  },
]
