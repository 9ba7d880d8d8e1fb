import type { KeyBinding } from "../keyboard-map"

/** zag's timer handles no keys itself: its action triggers are buttons the keyboard presses. */
export const timerBindings: readonly KeyBinding[] = [
  {
    keys: ["Enter", " "],
    part: "action-trigger",
    action: "Starts, pauses, resumes or resets the timer, as the focused button says.",
  },
]
