import { defineControls } from "../kit/controls"
import {
  directionControl,
  disabledControl,
  orientationControl,
  readOnlyControl,
} from "../kit/shared-controls"

export const segmentControlControls = defineControls({
  ...orientationControl,
  ...directionControl,
  ...disabledControl,
  ...readOnlyControl,
  name: {
    description: "Field name of the segments' radio inputs.",
    type: "string",
    defaultValue: "fruit",
  },
})
