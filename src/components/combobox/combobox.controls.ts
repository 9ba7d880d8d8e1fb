import { defineControls } from "../kit/controls"
import { popupPlacements } from "../kit/overlay"
import { directionControl } from "../kit/shared-controls"

export const comboboxControls = defineControls({
  disabled: { type: "boolean", defaultValue: false },
  /** The input cannot be edited, though the list can still be browsed. */
  readOnly: { type: "boolean", defaultValue: false },
  /** Arrow keys wrap from the last country to the first and back. */
  loopFocus: { type: "boolean", defaultValue: true },
  /** A click in the input opens the list. */
  openOnClick: { type: "boolean", defaultValue: false },
  /** autohighlight: the first match is highlighted as you type; autocomplete: arrows fill the input. */
  inputBehavior: {
    type: "select",
    options: ["none", "autohighlight", "autocomplete"],
    defaultValue: "none",
  },
  /** What the input shows after a choice: the country (replace), nothing, or the typed text. */
  selectionBehavior: {
    type: "select",
    options: ["replace", "clear", "preserve"],
    defaultValue: "replace",
  },
  /** Several countries can be chosen. */
  multiple: { type: "boolean", defaultValue: false },
  ...directionControl,
  /** Where the list opens relative to the input. */
  placement: { type: "select", options: popupPlacements, defaultValue: "bottom-start" },
})
