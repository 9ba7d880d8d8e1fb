import { defineControls } from "../kit/runtime/controls"
import { closeOnEscapeControl, placementControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  modal: {
    description:
      "Traps focus in the popover and hides the rest of the page from assistive technology.",
    type: "boolean",
    defaultValue: false,
  },
  ...closeOnEscapeControl,
  closeOnInteractOutside: {
    description: "A click or focus outside the popover (on the host page too) closes it.",
    type: "boolean",
    defaultValue: true,
  },
  placement: placementControl("bottom", "Where the popover opens relative to its trigger."),
  tooltipOpenDelay: {
    description:
      "Milliseconds the pointer rests on a style button before its tooltip opens; keyboard focus opens it at once.",
    type: "number",
    defaultValue: 400,
    min: 0,
    step: 50,
  },
  tooltipPlacement: placementControl("top", "Where each tooltip opens relative to its button."),
})

export const about: DemoAbout = {
  label: "Popover with Tooltips",
  summary: "Tooltips on the buttons inside a popover: Escape closes the tooltip first.",
  use: "Use it as a pattern for buttons with tooltips inside a popup, where Escape must close the innermost layer first.",
  group: "compositions",
  keywords: ["composition", "popover", "tooltip", "toolbar", "nested", "layers", "escape"],
}
