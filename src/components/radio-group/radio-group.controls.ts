import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  headingLevelControl,
  invalidControl,
  readOnlyControl,
  requiredControl,
  verticalOrientationControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
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

export const about: DemoAbout = {
  label: "Radio Group",
  summary: "Picks one option from a set of radio buttons.",
  use: "Use it for one choice of a few options that should all be seen at once, such as a shipping speed or a plan.",
  group: "forms",
  keywords: ["radio", "option", "choice"],
}
