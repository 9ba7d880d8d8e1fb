import { defineControls } from "../kit/controls"
import {
  directionControl,
  disabledControl,
  headingLevelControl,
  invalidControl,
  readOnlyControl,
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
  ...readOnlyControl,
  ...invalidControl,
  ...requiredControl,
  name: {
    description: "Field name the form submits the chosen fruit under.",
    type: "string",
    defaultValue: "fruit",
  },
  ...headingLevelControl,
})
