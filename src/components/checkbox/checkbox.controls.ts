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
  checked: {
    description: "The state the checkbox starts in, and the one a form reset restores.",
    type: "select",
    options: ["false", "true", "indeterminate"],
    defaultValue: "false",
    label: "Initial checked state",
  },
  ...disabledControl,
  ...readOnlyControl,
  ...invalidControl,
  ...requiredControl,
  name: {
    description: "Field name the form submits the checkbox under.",
    type: "string",
    defaultValue: "newsletter",
  },
  value: {
    description: "Field value the form submits while the checkbox is checked.",
    type: "string",
    defaultValue: "on",
  },
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Checkbox",
  summary: "A checkbox with checked, unchecked and indeterminate states.",
  use: "Use it for an on-or-off choice that is applied with a form, or for choosing several items of a list; a parent checkbox shows a partial choice as indeterminate.",
  group: "forms",
  keywords: ["tick", "toggle", "check"],
}
