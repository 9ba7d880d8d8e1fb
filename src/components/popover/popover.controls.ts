import { defineControls } from "../kit/controls"
import { headingLevelControl } from "../kit/shared-controls"
import { popupPlacements } from "../kit/overlay"

export const popoverControls = defineControls({
  /** Traps focus in the popover, hides the rest of the page from assistive technology and blocks outside clicks. */
  modal: { type: "boolean", defaultValue: false },
  closeOnEscape: { type: "boolean", defaultValue: true },
  /** A click or focus outside the popover (on the host page too) closes it. */
  closeOnInteractOutside: { type: "boolean", defaultValue: true },
  /** Opening moves focus to the first focusable element inside the popover. */
  autoFocus: { type: "boolean", defaultValue: true },
  /** Where the popover opens relative to its trigger. */
  placement: { type: "select", options: popupPlacements, defaultValue: "bottom" },
  ...headingLevelControl,
})

export const nestedPopoverControls = defineControls({
  closeOnEscape: { type: "boolean", defaultValue: true },
  /** A click or focus outside a popover closes it; a click inside the inner one is inside the outer one too. */
  closeOnInteractOutside: { type: "boolean", defaultValue: true },
  /** Where the outer popover opens relative to its trigger. */
  placement: { type: "select", options: popupPlacements, defaultValue: "bottom" },
  /** Where the inner popover opens relative to its trigger inside the outer popover. */
  innerPlacement: { type: "select", options: popupPlacements, defaultValue: "right-start" },
  ...headingLevelControl,
})
