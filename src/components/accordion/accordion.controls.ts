import { defineControls } from "../kit/controls"
import { directionControl, headingLevelControl } from "../kit/shared-controls"

export const accordionControls = defineControls({
  /** Items open now, by value, comma-separated (`home,about`). */
  value: { type: "string", defaultValue: "", label: "Open items", placeholder: "home,about" },
  /** Several items may be open at once. */
  multiple: { type: "boolean", defaultValue: false },
  /** The open item can be closed again when multiple is off. */
  collapsible: { type: "boolean", defaultValue: false },
  orientation: { type: "select", options: ["vertical", "horizontal"], defaultValue: "vertical" },
  ...directionControl,
  disabled: { type: "boolean", defaultValue: false },
  ...headingLevelControl,
})
