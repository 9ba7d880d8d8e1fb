import { defineControls } from "../kit/runtime/controls"
import {
  closeOnEscapeControl,
  headingLevelControl,
  placementControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
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

export const about: DemoAbout = {
  label: "Nested Popover",
  summary: "A popover that opens another popover inside it.",
  use: "Use it as a pattern for a popup that opens a second popup, such as a filter with a sub-filter, while both stay open.",
  group: "overlays",
  keywords: ["popup", "layered"],
}
