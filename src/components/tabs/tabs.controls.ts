import { defineControls } from "../kit/controls"
import { directionControl, orientationControl } from "../kit/shared-controls"

export const tabsControls = defineControls({
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
