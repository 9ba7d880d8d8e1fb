import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  placementControl,
  readOnlyControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  ...disabledControl,
  readOnly: {
    ...readOnlyControl.readOnly,
    description: "The input cannot be edited, though the list can still be browsed.",
  },
  loopFocus: {
    description: "Arrow keys wrap from the last country to the first and back.",
    type: "boolean",
    defaultValue: true,
  },
  openOnClick: {
    description: "A click in the input opens the list.",
    type: "boolean",
    defaultValue: false,
  },
  inputBehavior: {
    description:
      "autohighlight: the first match is highlighted as you type; autocomplete: arrows fill the input.",
    type: "select",
    options: ["none", "autohighlight", "autocomplete"],
    defaultValue: "none",
  },
  selectionBehavior: {
    description:
      "What the input shows after a choice: the country (replace), nothing, or the typed text.",
    type: "select",
    options: ["replace", "clear", "preserve"],
    defaultValue: "replace",
  },
  multiple: {
    description: "Several countries can be chosen.",
    type: "boolean",
    defaultValue: false,
  },
  ...directionControl,
  placement: placementControl("bottom-start", "Where the list opens relative to the input."),
})

export const about: DemoAbout = {
  label: "Combobox",
  summary: "A text input that filters a list of countries as you type.",
  use: "Use it to pick from a list too long to scroll, such as countries or users, when typing a few letters is faster than reading every option.",
  group: "forms",
  keywords: ["autocomplete", "typeahead", "dropdown", "country"],
}
