import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  headingLevelControl,
  orientationControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  linear: {
    description:
      "Steps go in order: triggers cannot jump, and Next waits for the current step's fields.",
    type: "boolean",
    defaultValue: false,
  },
  ...orientationControl,
  ...directionControl,
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "Steps",
  summary: "A multi-step form with next and previous steps.",
  group: "navigation",
  keywords: ["wizard", "stepper", "progress"],
}
