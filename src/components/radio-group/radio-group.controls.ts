import { defineControls } from "../kit/controls"
import {
  directionControl,
  disabledControl,
  headingLevelControl,
  invalidControl,
  requiredControl,
} from "../kit/shared-controls"

export const radioGroupControls = defineControls({
  orientation: {
    description: "Stacks the radios vertically (the default) or lays them out in a row.",
    type: "select",
    options: ["vertical", "horizontal"],
    defaultValue: "vertical",
  },
  ...directionControl,
  ...disabledControl,
  readOnly: {
    description: "The value can be seen and focused but not changed.",
    type: "boolean",
    defaultValue: false,
    label: "Read-only",
  },
  ...invalidControl,
  ...requiredControl,
  name: {
    description: "Field name the form submits the chosen fruit under.",
    type: "string",
    defaultValue: "fruit",
  },
  ...headingLevelControl,
})
