import { defineControls } from "../kit/runtime/controls"
import { placementControl } from "../kit/runtime/shared-controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as tooltipControls } from "./tooltip.controls"

// zag's page opens the one tooltip to the right of each row's button.
export const controls = defineControls({
  ...tooltipControls,
  placement: placementControl(
    "right",
    "Where the tooltip opens relative to the trigger it serves.",
  ),
})

export const about: VariantAbout = {
  label: "Several triggers",
  summary:
    "One tooltip for a whole table: each row's Info button is a trigger, and the tooltip moves to the one hovered or focused, with that row's text.",
  keywords: ["multiple triggers", "shared tooltip", "table", "triggerValue"],
}
