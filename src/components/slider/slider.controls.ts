import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  orientationControl,
  readOnlyControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Settings shared by the single-thumb and the range slider. */
export const controls = defineControls({
  min: { description: "The lowest value allowed.", type: "number", defaultValue: 0 },
  max: { description: "The highest value allowed.", type: "number", defaultValue: 100 },
  step: {
    description:
      "The value moves in multiples of this; PageUp/PageDown and shift+arrow move ten steps.",
    type: "number",
    defaultValue: 1,
    min: 0.001,
  },
  ...orientationControl,
  ...directionControl,
  origin: {
    description: "Where the filled range starts for a single thumb.",
    type: "select",
    options: ["start", "center", "end"],
    defaultValue: "start",
  },
  thumbAlignment: {
    description: "`contain` keeps the thumb inside the track; `center` lets it overhang the ends.",
    type: "select",
    options: ["contain", "center"],
    defaultValue: "contain",
  },
  ...disabledControl,
  ...readOnlyControl,
})

export const about: DemoAbout = {
  label: "Slider",
  summary: "Picks a value by dragging a thumb along a track.",
  use: "Use it for a value where the relative position matters more than the exact number, such as volume or brightness, applied as it moves.",
  group: "forms",
  keywords: ["range", "volume", "track"],
}
