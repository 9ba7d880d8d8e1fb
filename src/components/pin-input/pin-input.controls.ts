import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const pinInputControls = defineControls({
  /** How many inputs the pin has. */
  length: { type: "number", defaultValue: 4, min: 3, max: 8, step: 1 },
  /** Which characters an input accepts; others are refused (SPEC §5). */
  type: {
    type: "select",
    options: ["numeric", "alphabetic", "alphanumeric"],
    defaultValue: "numeric",
  },
  /** Shows dots instead of the typed characters. */
  mask: { type: "boolean", defaultValue: false },
  /** Lets the browser offer a one-time code from an SMS (autocomplete="one-time-code"). */
  otp: { type: "boolean", defaultValue: false },
  placeholder: { type: "string", defaultValue: "○" },
  /** The last input loses focus once every input is filled. */
  blurOnComplete: { type: "boolean", defaultValue: false },
  /** Focusing a filled input selects its character, so typing replaces it. */
  selectOnFocus: { type: "boolean", defaultValue: false },
  ...directionControl,
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false },
})
