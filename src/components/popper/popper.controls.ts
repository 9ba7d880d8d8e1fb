import { defineControls } from "../kit/runtime/controls"
import { placementControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  placement: placementControl(
    "bottom",
    "The preferred side and alignment; flip may choose another when it does not fit.",
  ),
  gutter: {
    description:
      "Main-axis offset in px between the reference and the floating box (plus half the arrow).",
    type: "number",
    defaultValue: 8,
    min: 0,
    max: 200,
    label: "Offset (gutter)",
  },
  flip: {
    description: "Moves to the opposite side when the preferred one overflows the scroll area.",
    type: "boolean",
    defaultValue: true,
  },
  slide: {
    description: "Shifts along the reference to stay inside the scroll area.",
    type: "boolean",
    defaultValue: true,
    label: "Shift: slide",
  },
  overlap: {
    description: "Lets the shift cross over the reference rather than stop at its edge.",
    type: "boolean",
    defaultValue: false,
    label: "Shift: overlap",
  },
  sameWidth: {
    description: "Gives the floating box the reference's width.",
    type: "boolean",
    defaultValue: false,
  },
  arrow: {
    description: "Draws an arrow from the floating box to its reference.",
    type: "boolean",
    defaultValue: true,
    label: "Show arrow",
  },
})

export const about: DemoAbout = {
  label: "Popper",
  summary: "Positions a floating element next to its anchor.",
  use: "Use it under any floating element, such as a tooltip or a dropdown, to keep it beside its anchor and inside the viewport.",
  group: "overlays",
  keywords: ["position", "anchor", "floating"],
}
