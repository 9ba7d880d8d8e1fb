import { defineControls } from "../kit/runtime/controls"
import { placementControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  modal: {
    description: "The dialog blocks the page behind it and hides it from assistive technology.",
    type: "boolean",
    defaultValue: true,
  },
  closeOnEscape: {
    description:
      "Escape closes the dialog once the select's list is closed (Escape always closes the list first).",
    type: "boolean",
    defaultValue: true,
  },
  closeOnInteractOutside: {
    description:
      "A click outside the dialog closes it; a click inside it, outside the list, only closes the list.",
    type: "boolean",
    defaultValue: true,
  },
  multiple: {
    description: "Several countries can be chosen at once.",
    type: "boolean",
    defaultValue: false,
  },
  loopFocus: {
    description: "Arrow keys wrap from the last country to the first and back.",
    type: "boolean",
    defaultValue: false,
  },
  placement: placementControl("bottom-start", "Where the list opens relative to the trigger."),
})

export const about: DemoAbout = {
  label: "Select in Dialog",
  summary: "A select whose list opens inside a modal dialog: layered Escape and focus return.",
  use: "Use it as a pattern for a select inside a modal dialog, where Escape closes the list before the dialog and focus returns where it was.",
  group: "compositions",
  keywords: ["composition", "modal", "dropdown", "nested", "layer"],
}
