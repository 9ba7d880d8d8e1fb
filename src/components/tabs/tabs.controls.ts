import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const tabsControls = defineControls({
  /** `automatic` selects a tab as it gets focus; `manual` waits for Enter, Space or a click. */
  activationMode: {
    type: "select",
    options: ["automatic", "manual"],
    defaultValue: "automatic",
    label: "Activation mode",
  },
  /** Arrow keys wrap from the last tab to the first and back. */
  loopFocus: { type: "boolean", defaultValue: true },
  orientation: { type: "select", options: ["horizontal", "vertical"], defaultValue: "horizontal" },
  ...directionControl,
})
