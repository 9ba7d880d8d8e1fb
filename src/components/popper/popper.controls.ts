import { defineControls } from "../kit/controls"
import { popupPlacements } from "../kit/overlay"

export const popperControls = defineControls({
  /** The preferred side and alignment; flip may choose another when it does not fit. */
  placement: { type: "select", options: popupPlacements, defaultValue: "bottom" },
  /** Main-axis offset in px between the reference and the floating box (plus half the arrow). */
  gutter: { type: "number", defaultValue: 8, min: 0, max: 200, label: "Offset (gutter)" },
  /** Moves to the opposite side when the preferred one overflows the scroll area. */
  flip: { type: "boolean", defaultValue: true },
  /** Shifts along the reference to stay inside the scroll area. */
  slide: { type: "boolean", defaultValue: true, label: "Shift: slide" },
  /** Lets the shift cross over the reference rather than stop at its edge. */
  overlap: { type: "boolean", defaultValue: false, label: "Shift: overlap" },
  /** Gives the floating box the reference's width. */
  sameWidth: { type: "boolean", defaultValue: false },
  arrow: { type: "boolean", defaultValue: true, label: "Show arrow" },
})
