import { defineControls } from "../kit/runtime/controls"
import {
  closeOnEscapeControl,
  directionControl,
  headingLevelControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  swipeDirection: {
    description:
      "The edge the drawer sits on and the way a swipe closes it: down (bottom sheet), up (top), start or end (a side, following the reading direction).",
    type: "select",
    options: ["down", "up", "start", "end"],
    defaultValue: "down",
  },
  snapPoints: {
    description:
      "Where the drawer may rest when dragged: 1 is fully open only; 20rem,1 adds a resting point 20rem tall, where it opens.",
    type: "select",
    options: ["1", "20rem,1"],
    defaultValue: "1",
  },
  snapToSequentialPoints: {
    description:
      "A swipe moves one resting point at a time, however fast, and never closes the drawer from a higher point.",
    type: "boolean",
    defaultValue: false,
  },
  preventDragOnScroll: {
    description:
      "A drag on the scrolled list scrolls it instead of moving the drawer, until the list is back at its edge.",
    type: "boolean",
    defaultValue: true,
  },
  modal: {
    description:
      "Blocks the page behind the drawer, hides it from assistive technology and keeps Tab inside the drawer.",
    type: "boolean",
    defaultValue: true,
  },
  ...closeOnEscapeControl,
  closeOnInteractOutside: {
    description: "A click or focus outside the drawer closes it.",
    type: "boolean",
    defaultValue: true,
  },
  ...directionControl,
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "Drawer",
  summary: "A panel that slides in from an edge and is swiped or dragged away.",
  use: "Use it for a panel of secondary content or navigation that slides over the page, especially on phones where a swipe closes it.",
  group: "overlays",
  keywords: ["bottom sheet", "sheet", "side panel", "swipe"],
}
