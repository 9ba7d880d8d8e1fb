import { defineControls } from "../kit/controls"
import { closeOnEscapeControl, headingLevelControl, placementControl } from "../kit/shared-controls"

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
  placement: placementControl("bottom", "Where the popover opens relative to its trigger."),
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
  placement: placementControl("bottom", "Where the outer popover opens relative to its trigger."),
  innerPlacement: placementControl(
    "right-start",
    "Where the inner popover opens relative to its trigger inside the outer popover.",
  ),
  ...headingLevelControl,
})
