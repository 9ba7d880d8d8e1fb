import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  orientationControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  multiple: {
    description:
      "Several styles may be on at once; otherwise one, and clicking it again clears it.",
    type: "boolean",
    defaultValue: false,
  },
  ...disabledControl,
  ...orientationControl,
  loopFocus: {
    description: "Focus wraps from the last item to the first.",
    type: "boolean",
    defaultValue: true,
  },
  rovingFocus: {
    description: "Arrow keys, Home and End move focus between the items.",
    type: "boolean",
    defaultValue: true,
  },
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Toggle Group",
  summary: "A row of toggle buttons, one or several pressed.",
  use: "Use it for a set of formatting or view options shown as buttons, such as bold, italic and underline, one or several pressed.",
  group: "navigation",
  keywords: ["toolbar", "buttons", "toggle"],
}
