import { defineControls } from "../kit/controls"
import { headingLevelControl } from "../kit/shared-controls"

export const dialogControls = defineControls({
  /** Blocks the page behind the dialog and hides it from assistive technology. */
  modal: { type: "boolean", defaultValue: true },
  closeOnEscape: { type: "boolean", defaultValue: true },
  /** A click or focus outside the dialog closes it. */
  closeOnInteractOutside: { type: "boolean", defaultValue: true },
  /** Tab and Shift+Tab cycle inside the dialog while it is open. */
  trapFocus: { type: "boolean", defaultValue: true },
  /** The page behind does not scroll while the dialog is open. */
  preventScroll: { type: "boolean", defaultValue: true },
  role: { type: "select", options: ["dialog", "alertdialog"], defaultValue: "dialog" },
  ...headingLevelControl,
})
