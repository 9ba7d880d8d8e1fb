import { initialColor } from "./color-swatches"
import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  placementControl,
  readOnlyControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  value: {
    description:
      "The colour shown: hex, rgb(a), hsl(a), hsb(a) or a colour name; an invalid one is reported and ignored.",
    type: "string",
    defaultValue: initialColor,
    placeholder: initialColor,
  },
  format: {
    description:
      "The format of the value text and of the channel inputs; the format button cycles hsba, hsla, rgba.",
    type: "select",
    options: ["hsba", "hsla", "rgba"],
    defaultValue: "rgba",
  },
  closeOnSelect: {
    description: "Clicking a swatch also closes the popup.",
    type: "boolean",
    defaultValue: false,
  },
  openAutoFocus: {
    description: "Opening the popup moves focus into it.",
    type: "boolean",
    defaultValue: true,
  },
  ...disabledControl,
  ...readOnlyControl,
  ...directionControl,
  placement: placementControl(
    "bottom",
    "Where the popup opens relative to the trigger (zag's default: bottom).",
  ),
})

export const about: DemoAbout = {
  label: "Color Picker",
  summary: "Picks a colour from an area, sliders, swatches or typed values.",
  use: "Use it when a reader chooses an exact colour, as in a theme or drawing tool, and may want to pick it by eye, from swatches or by value.",
  group: "forms",
  keywords: ["colour", "swatch", "palette", "hex"],
}
