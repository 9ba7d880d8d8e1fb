import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  invalidControl,
  placementControl,
  readOnlyControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  multiple: {
    description: "Several options can be chosen at once.",
    type: "boolean",
    defaultValue: false,
  },
  loopFocus: {
    description: "Arrow keys wrap from the last option to the first and back.",
    type: "boolean",
    defaultValue: false,
  },
  closeOnSelect: {
    description: "Choosing an option closes the list.",
    type: "boolean",
    defaultValue: true,
  },
  ...disabledControl,
  ...readOnlyControl,
  ...invalidControl,
  ...directionControl,
  placement: placementControl("bottom-start", "Where the list opens relative to the trigger."),
})

export const about: DemoAbout = {
  label: "Select",
  summary: "Picks one or several options from a dropdown list.",
  use: "Use it to pick from a known list of options, such as a country or a status, when the value cannot be typed freely.",
  group: "forms",
  keywords: ["dropdown", "listbox", "picker"],
}
