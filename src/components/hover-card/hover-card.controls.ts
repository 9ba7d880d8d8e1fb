import { defineControls } from "../kit/controls"
import { popupPlacements } from "../kit/overlay"

export const hoverCardControls = defineControls({
  /** Milliseconds the pointer or focus must rest on the trigger before the card opens. */
  openDelay: { type: "number", defaultValue: 700, min: 0, step: 50 },
  /** Milliseconds after leaving the trigger and card before the card closes. */
  closeDelay: { type: "number", defaultValue: 300, min: 0, step: 50 },
  /** Where the card opens relative to the trigger. */
  placement: { type: "select", options: popupPlacements, defaultValue: "bottom" },
  disabled: { type: "boolean", defaultValue: false },
})
