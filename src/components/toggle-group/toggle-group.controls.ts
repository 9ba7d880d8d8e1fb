import { defineControls } from "../kit/controls"
import { directionControl, disabledControl } from "../kit/shared-controls"

export const toggleGroupControls = defineControls({
  multiple: {
    description:
      "Several styles may be on at once; otherwise one, and clicking it again clears it.",
    type: "boolean",
    defaultValue: false,
  },
  ...disabledControl,
  orientation: {
    description: "Lays the items out in a row or a column; the arrow keys follow.",
    type: "select",
    options: ["horizontal", "vertical"],
    defaultValue: "horizontal",
  },
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
