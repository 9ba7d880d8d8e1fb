import { defineControls } from "../kit/runtime/controls"
import {
  closeOnEscapeControl,
  disabledControl,
  placementControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  openDelay: {
    description:
      "Milliseconds the pointer rests on a trigger before its tooltip opens (instant when another tooltip is showing).",
    type: "number",
    defaultValue: 1000,
    min: 0,
    step: 50,
  },
  closeDelay: {
    description: "Milliseconds after the pointer leaves before the tooltip closes.",
    type: "number",
    defaultValue: 500,
    min: 0,
    step: 50,
  },
  interactive: {
    description:
      "The tooltip stays open while the pointer is over it, so its text can be selected.",
    type: "boolean",
    defaultValue: false,
  },
  ...disabledControl,
  closeOnClick: {
    description: "A click on the trigger closes the tooltip.",
    type: "boolean",
    defaultValue: true,
  },
  closeOnPointerDown: {
    description: "Pressing a pointer on the trigger closes the tooltip.",
    type: "boolean",
    defaultValue: true,
  },
  ...closeOnEscapeControl,
  closeOnScroll: {
    description:
      "Scrolling any scroll container around the trigger (or the page) closes the tooltip.",
    type: "boolean",
    defaultValue: true,
  },
  placement: placementControl("bottom", "Where the tooltip opens relative to its trigger."),
})

export const about: DemoAbout = {
  label: "Tooltip",
  summary: "A short label shown on hover or focus.",
  use: "Use it to name an icon-only button or add a short hint on hover and focus; never for content a reader must act on.",
  group: "overlays",
  keywords: ["hint", "title", "hover"],
}
