import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  invalidControl,
  readOnlyControl,
  requiredControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  defaultChecked: {
    description: "Whether the switch starts on; also the state a form reset restores.",
    type: "boolean",
    defaultValue: false,
    label: "Initially checked",
  },
  ...disabledControl,
  ...readOnlyControl,
  ...invalidControl,
  ...requiredControl,
  name: {
    description: "Field name the form submits the switch under.",
    type: "string",
    defaultValue: "feature",
  },
  value: {
    description: "Field value the form submits while the switch is on.",
    type: "string",
    defaultValue: "on",
  },
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Switch",
  summary: "A toggle between on and off.",
  use: "Use it for a setting that takes effect at once, such as turning notifications on, rather than a choice sent with a form.",
  group: "forms",
  keywords: ["toggle", "on off"],
}
