import { defineControls } from "../kit/controls"
import {
  directionControl,
  disabledControl,
  headingLevelControl,
  invalidControl,
  readOnlyControl,
  requiredControl,
  verticalOrientationControl,
} from "../kit/shared-controls"

export const radioGroupControls = defineControls({
  ...verticalOrientationControl,
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
