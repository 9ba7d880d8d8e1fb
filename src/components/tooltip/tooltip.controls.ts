import { defineControls } from "../kit/controls"
import { popupPlacements } from "../kit/overlay"

export const tooltipControls = defineControls({
  /** Milliseconds the pointer rests on a trigger before its tooltip opens (instant when another tooltip is showing). */
  openDelay: { type: "number", defaultValue: 1000, min: 0, step: 50 },
  /** Milliseconds after the pointer leaves before the tooltip closes. */
  closeDelay: { type: "number", defaultValue: 500, min: 0, step: 50 },
  /** The tooltip stays open while the pointer is over it, so its text can be selected. */
  interactive: { type: "boolean", defaultValue: false },
  disabled: { type: "boolean", defaultValue: false },
  /** A click on the trigger closes the tooltip. */
  closeOnClick: { type: "boolean", defaultValue: true },
  /** Pressing a pointer on the trigger closes the tooltip. */
  closeOnPointerDown: { type: "boolean", defaultValue: true },
  closeOnEscape: { type: "boolean", defaultValue: true },
  /** Scrolling any scroll container around the trigger (or the page) closes the tooltip. */
  closeOnScroll: { type: "boolean", defaultValue: true },
  /** Where the tooltip opens relative to its trigger. */
  placement: { type: "select", options: popupPlacements, defaultValue: "bottom" },
})
