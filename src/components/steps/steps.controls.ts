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
  use: "Use it to break a long form or setup into a few ordered steps, showing where the reader is and what remains.",
  group: "navigation",
  keywords: ["wizard", "stepper", "progress"],
}
