import type { KeyBinding, KeyboardMap } from "../kit/accessibility/keyboard-map"

/** zag's collapsible: the trigger is a button that shows and hides the content. */
const collapsibleBindings: readonly KeyBinding[] = [
  {
    keys: ["Enter", " "],
    part: "trigger",
    action: "Opens the content when it is closed and closes it when it is open.",
  },
  {
    keys: ["Tab"],
    part: "trigger",
    action: "Moves focus to the trigger, then on into the content's links and fields when open.",
  },
]

export const keyboard: KeyboardMap = { bindings: collapsibleBindings }
