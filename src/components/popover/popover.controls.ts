import { defineControls } from "../kit/runtime/controls"
import {
  closeOnEscapeControl,
  headingLevelControl,
  placementControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
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

export const about: DemoAbout = {
  label: "Popover",
  summary: "A non-modal panel anchored to a button.",
  use: "Use it for interactive content anchored to a button, such as a small form or a list of options, that does not block the rest of the page.",
  group: "overlays",
  keywords: ["popup", "dropdown", "bubble"],
}
