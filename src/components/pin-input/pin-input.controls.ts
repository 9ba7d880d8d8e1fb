import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl, readOnlyControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  length: {
    description: "How many inputs the pin has.",
    type: "number",
    defaultValue: 4,
    min: 3,
    max: 8,
    step: 1,
  },
  type: {
    description: "Which characters an input accepts; others are refused.",
    type: "select",
    options: ["numeric", "alphabetic", "alphanumeric"],
    defaultValue: "numeric",
  },
  mask: {
    description: "Shows dots instead of the typed characters.",
    type: "boolean",
    defaultValue: false,
  },
  otp: {
    description:
      'Lets the browser offer a one-time code from an SMS (autocomplete="one-time-code").',
    type: "boolean",
    defaultValue: false,
  },
  placeholder: { description: "What an empty box shows.", type: "string", defaultValue: "○" },
  blurOnComplete: {
    description: "The last input loses focus once every input is filled.",
    type: "boolean",
    defaultValue: false,
  },
  selectOnFocus: {
    description: "Focusing a filled input selects its character, so typing replaces it.",
    type: "boolean",
    defaultValue: false,
  },
  ...directionControl,
  ...disabledControl,
  ...readOnlyControl,
})

export const about: DemoAbout = {
  label: "Pin Input",
  summary: "One box per digit of a code or one-time password.",
  use: "Use it for short codes of fixed length, such as a one-time password or a PIN, where one box per character shows progress.",
  group: "forms",
  keywords: ["otp", "code", "verification"],
}
