import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl, readOnlyControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  ...disabledControl,
  ...readOnlyControl,
  step: {
    description:
      "Degrees one arrow key turns the dial (shift+arrow turns ten steps), and the multiple a click or drag snaps to.",
    type: "number",
    defaultValue: 1,
    min: 1,
    max: 180,
  },
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Angle Slider",
  summary: "Picks an angle from 0 to 359 degrees by turning a dial.",
  use: "Use it when the value is a direction, such as a compass heading or a gradient's angle, that wraps round at 360.",
  group: "forms",
  keywords: ["dial", "knob", "rotation", "degrees", "circular slider"],
}
