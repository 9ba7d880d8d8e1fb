import { defineControls } from "../kit/runtime/controls"
import { disabledControl, placementControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  openDelay: {
    description:
      "Milliseconds the pointer or focus must rest on the trigger before the card opens.",
    type: "number",
    defaultValue: 700,
    min: 0,
    step: 50,
  },
  closeDelay: {
    description: "Milliseconds after leaving the trigger and card before the card closes.",
    type: "number",
    defaultValue: 300,
    min: 0,
    step: 50,
  },
  placement: placementControl("bottom", "Where the card opens relative to the trigger."),
  ...disabledControl,
})

export const about: DemoAbout = {
  label: "Hover Card",
  summary: "A card of details shown while hovering a link.",
  use: "Use it to preview what a link leads to, such as a profile or an article, for readers with a pointer; the link still works on its own.",
  group: "overlays",
  keywords: ["preview", "popover", "hover"],
}
