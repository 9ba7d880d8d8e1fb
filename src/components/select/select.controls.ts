import { defineControls } from "../kit/controls"
import { popupPlacements } from "../kit/overlay"
import { directionControl } from "../kit/shared-controls"

export const selectControls = defineControls({
  /** Several options can be chosen at once. */
  multiple: { type: "boolean", defaultValue: false },
  /** Arrow keys wrap from the last option to the first and back. */
  loopFocus: { type: "boolean", defaultValue: false },
  /** Choosing an option closes the list. */
  closeOnSelect: { type: "boolean", defaultValue: true },
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false },
  /** Marks the field as failing validation (styles and aria-invalid only). */
  invalid: { type: "boolean", defaultValue: false },
  ...directionControl,
  /** Where the list opens relative to the trigger (SPEC §9: bottom-start). */
  placement: { type: "select", options: popupPlacements, defaultValue: "bottom-start" },
})
