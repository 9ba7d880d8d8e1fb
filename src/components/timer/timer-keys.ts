// The keys of zag's timer, shared by the keyboard maps of this folder's two demos
// (timer-countdown, timer-stopwatch).
import type { KeyBinding } from "../kit/accessibility/keyboard-map"

/** zag's timer handles no keys itself: its action triggers are buttons the keyboard presses. */
export const timerBindings: readonly KeyBinding[] = [
  {
    keys: ["Enter", " "],
    part: "action-trigger",
    action: "Starts, pauses, resumes or resets the timer, as the focused button says.",
  },
]
