import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  open: {
    description: "Whether the content is shown; the trigger changes it too.",
    type: "boolean",
    defaultValue: false,
  },
  ...disabledControl,
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Collapsible",
  summary: "A single panel that opens and closes.",
  group: "navigation",
  keywords: ["disclosure", "expand", "show hide"],
}
