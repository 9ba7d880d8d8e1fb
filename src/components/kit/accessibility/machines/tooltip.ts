import type { KeyBinding } from "../keyboard-map"

/** zag's tooltip: shown while its trigger has keyboard focus. */
export const tooltipBindings: readonly KeyBinding[] = [
  {
    keys: ["Tab"],
    part: "trigger",
    action: "Focusing the trigger shows the tooltip; tabbing away hides it.",
  },
  {
    keys: ["Escape"],
    part: "trigger",
    action: "Hides the tooltip while focus stays on the trigger.",
  },
]
