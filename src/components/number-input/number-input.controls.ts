import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl, readOnlyControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  min: { description: "The lowest value allowed.", type: "number", defaultValue: 0 },
  max: { description: "The highest value allowed.", type: "number", defaultValue: 100 },
  step: {
    description: "Arrow keys and the triggers move by this; shift+arrow moves ten steps.",
    type: "number",
    defaultValue: 1,
    min: 0.001,
  },
  clampValueOnBlur: {
    description: "On blur a value outside min..max is brought back to the nearest bound.",
    type: "boolean",
    defaultValue: true,
  },
  allowOverflow: {
    description: "Stepping may go past min and max.",
    type: "boolean",
    defaultValue: false,
  },
  allowMouseWheel: {
    description: "The mouse wheel steps the value while the input has focus.",
    type: "boolean",
    defaultValue: false,
  },
  spinOnPress: {
    description: "Holding a trigger keeps stepping (after 300 ms, every 50 ms).",
    type: "boolean",
    defaultValue: true,
  },
  format: {
    description:
      "How the value is written: `plain` is the bare number; the others go through Intl.",
    type: "select",
    options: ["plain", "decimal", "currency"],
    defaultValue: "plain",
  },
  locale: {
    description: "Formats and parses by this locale when a format is chosen (`de-DE` writes 1,5).",
    type: "string",
    defaultValue: "en-US",
    placeholder: "en-US",
  },
  ...directionControl,
  ...disabledControl,
  ...readOnlyControl,
})

export const about: DemoAbout = {
  label: "Number Input",
  summary: "A number field with increment and decrement buttons.",
  use: "Use it for an exact number within limits, such as a quantity or a size, that a reader types or nudges by steps.",
  group: "forms",
  keywords: ["spinner", "stepper", "numeric"],
}
