import { defineControls } from "../kit/controls"
import {
  directionControl,
  disabledControl,
  headingLevelControl,
  verticalOrientationControl,
} from "../kit/shared-controls"

export const accordionControls = defineControls({
  value: {
    description: "Items open now, by value, comma-separated (`home,about`).",
    type: "string",
    defaultValue: "",
    label: "Open items",
    placeholder: "home,about",
  },
  multiple: {
    description: "Several items may be open at once.",
    type: "boolean",
    defaultValue: false,
  },
  collapsible: {
    description: "The open item can be closed again when multiple is off.",
    type: "boolean",
    defaultValue: false,
  },
  ...verticalOrientationControl,
  ...directionControl,
  ...disabledControl,
  ...headingLevelControl,
})
