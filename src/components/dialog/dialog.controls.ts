import { defineControls } from "../kit/runtime/controls"
import { closeOnEscapeControl, headingLevelControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  modal: {
    description: "Blocks the page behind the dialog and hides it from assistive technology.",
    type: "boolean",
    defaultValue: true,
  },
  ...closeOnEscapeControl,
  closeOnInteractOutside: {
    description: "A click or focus outside the dialog closes it.",
    type: "boolean",
    defaultValue: true,
  },
  trapFocus: {
    description: "Tab and Shift+Tab cycle inside the dialog while it is open.",
    type: "boolean",
    defaultValue: true,
  },
  preventScroll: {
    description: "The page behind does not scroll while the dialog is open.",
    type: "boolean",
    defaultValue: true,
  },
  role: {
    description:
      "alertdialog for a message that needs an answer: screen readers announce it at once.",
    type: "select",
    options: ["dialog", "alertdialog"],
    defaultValue: "dialog",
  },
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "Dialog",
  summary: "A modal window that traps focus until closed.",
  use: "Use it for a task or decision that must be finished or cancelled before the reader goes on, such as confirming a deletion or filling a short form.",
  group: "overlays",
  keywords: ["modal", "popup", "lightbox"],
}
