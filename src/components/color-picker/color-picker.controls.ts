import { initialColor } from "../../data/color-swatches"
import { defineControls } from "../kit/controls"
import { popupPlacements } from "../kit/overlay"
import { directionControl } from "../kit/shared-controls"

export const colorPickerControls = defineControls({
  /** The colour shown: hex, rgb(a), hsl(a), hsb(a) or a colour name; an invalid one is reported and ignored. */
  value: { type: "string", defaultValue: initialColor, placeholder: initialColor },
  /** The format of the value text and of the channel inputs; the format button cycles hsba, hsla, rgba. */
  format: { type: "select", options: ["hsba", "hsla", "rgba"], defaultValue: "rgba" },
  /** Clicking a swatch also closes the popup. */
  closeOnSelect: { type: "boolean", defaultValue: false },
  /** Opening the popup moves focus into it. */
  openAutoFocus: { type: "boolean", defaultValue: true },
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false },
  ...directionControl,
  /** Where the popup opens relative to the trigger (zag's default: bottom). */
  placement: { type: "select", options: popupPlacements, defaultValue: "bottom" },
})
