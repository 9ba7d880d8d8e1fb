import { defineControls } from "../kit/runtime/controls"
import { directionControl, orientationControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  activationMode: {
    description:
      "`automatic` selects a tab as it gets focus; `manual` waits for Enter, Space or a click.",
    type: "select",
    options: ["automatic", "manual"],
    defaultValue: "automatic",
    label: "Activation mode",
  },
  loopFocus: {
    description: "Arrow keys wrap from the last tab to the first and back.",
    type: "boolean",
    defaultValue: true,
  },
  ...orientationControl,
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Tabs",
  summary: "Panels of content, one shown at a time, chosen by tab.",
  use: "Use it for related panels of content at one level, such as a product's description, specifications and reviews, where one is read at a time.",
  group: "navigation",
  keywords: ["tab", "panels"],
}
