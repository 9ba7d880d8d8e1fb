import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  orientationControl,
  readOnlyControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  ...orientationControl,
  ...directionControl,
  ...disabledControl,
  ...readOnlyControl,
  name: {
    description: "Field name of the segments' radio inputs.",
    type: "string",
    defaultValue: "fruit",
  },
})

export const about: DemoAbout = {
  label: "Segmented Control",
  summary: "A segmented control: one choice of a few, side by side.",
  use: "Use it to switch between two to five views or modes of the same content, such as list and grid, where each choice applies at once.",
  group: "forms",
  keywords: ["segmented", "switcher", "radio"],
}
