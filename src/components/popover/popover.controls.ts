import { defineControls } from "../kit/controls"
import { closeOnEscapeControl, headingLevelControl } from "../kit/shared-controls"
import { popupPlacements } from "../kit/overlay"

export const popoverControls = defineControls({
  modal: {
    description:
      "Traps focus in the popover, hides the rest of the page from assistive technology and blocks outside clicks.",
    type: "boolean",
    defaultValue: false,
  },
  ...closeOnEscapeControl,
  closeOnInteractOutside: {
    description: "A click or focus outside the popover (on the host page too) closes it.",
    type: "boolean",
    defaultValue: true,
  },
  autoFocus: {
    description: "Opening moves focus to the first focusable element inside the popover.",
    type: "boolean",
    defaultValue: true,
  },
  placement: {
    description: "Where the popover opens relative to its trigger.",
    type: "select",
    options: popupPlacements,
    defaultValue: "bottom",
  },
  ...headingLevelControl,
})

export const nestedPopoverControls = defineControls({
  ...closeOnEscapeControl,
  closeOnInteractOutside: {
    description:
      "A click or focus outside a popover closes it; a click inside the inner one is inside the outer one too.",
    type: "boolean",
    defaultValue: true,
  },
  placement: {
    description: "Where the outer popover opens relative to its trigger.",
    type: "select",
    options: popupPlacements,
    defaultValue: "bottom",
  },
  innerPlacement: {
    description: "Where the inner popover opens relative to its trigger inside the outer popover.",
    type: "select",
    options: popupPlacements,
    defaultValue: "right-start",
  },
  ...headingLevelControl,
})
