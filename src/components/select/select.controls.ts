import { defineControls } from "../kit/controls"

/** Where a popup may sit relative to its trigger (zag's `positioning.placement`). */
export const popupPlacements = [
  "bottom-start",
  "bottom",
  "bottom-end",
  "top-start",
  "top",
  "top-end",
  "left-start",
  "left",
  "left-end",
  "right-start",
  "right",
  "right-end",
] as const

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
  dir: { type: "select", options: ["ltr", "rtl"], defaultValue: "ltr", label: "Direction" },
  /** Where the list opens relative to the trigger (SPEC §9: bottom-start). */
  placement: { type: "select", options: popupPlacements, defaultValue: "bottom-start" },
})
