import { defineControls } from "../kit/controls"
import { disabledControl } from "../kit/shared-controls"
import { popupPlacements } from "../kit/overlay"

export const hoverCardControls = defineControls({
  openDelay: {
    description:
      "Milliseconds the pointer or focus must rest on the trigger before the card opens.",
    type: "number",
    defaultValue: 700,
    min: 0,
    step: 50,
  },
  closeDelay: {
    description: "Milliseconds after leaving the trigger and card before the card closes.",
    type: "number",
    defaultValue: 300,
    min: 0,
    step: 50,
  },
  placement: {
    description: "Where the card opens relative to the trigger.",
    type: "select",
    options: popupPlacements,
    defaultValue: "bottom",
  },
  ...disabledControl,
})
