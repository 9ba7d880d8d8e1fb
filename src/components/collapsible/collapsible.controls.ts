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
  use: "Use it to hide one block of secondary content, such as advanced options or a long explanation, behind a button until the reader asks for it.",
  group: "navigation",
  keywords: ["disclosure", "expand", "show hide"],
}
