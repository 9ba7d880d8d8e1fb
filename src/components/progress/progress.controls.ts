import { defineControls } from "../kit/runtime/controls"
import { directionControl, orientationControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Progress settings (min 0, max 100). */
export const controls = defineControls({
  value: {
    description: "The starting value; one outside min–max is reported and shown clamped.",
    type: "number",
    defaultValue: 50,
  },
  min: { description: "The lowest value allowed.", type: "number", defaultValue: 0 },
  max: { description: "The highest value allowed.", type: "number", defaultValue: 100 },
  indeterminate: {
    description:
      "No known value (zag's `value: null`): the bars show activity instead of an amount.",
    type: "boolean",
    defaultValue: false,
  },
  orientation: {
    ...orientationControl.orientation,
    description: "Direction of the linear bar; the circle is the same either way.",
  },
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Progress",
  summary: "Linear and circular progress toward a value.",
  use: "Use it to show how far a task with a known end has come, such as an upload or a setup; an indeterminate one for an unknown end.",
  group: "display",
  keywords: ["loading", "bar", "percent"],
}
