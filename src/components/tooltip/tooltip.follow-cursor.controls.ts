import { defineControls } from "../kit/runtime/controls"
import { placementControl } from "../kit/runtime/shared-controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as tooltipControls } from "./tooltip.controls"

// As zag's page: no delays, so the tooltip is already beside the pointer when it moves, and
// above-start of the pointer, where the hand does not cover it.
export const controls = defineControls({
  ...tooltipControls,
  openDelay: { ...tooltipControls.openDelay, defaultValue: 0 },
  closeDelay: { ...tooltipControls.closeDelay, defaultValue: 0 },
  placement: placementControl("top-start", "Where the tooltip opens relative to the pointer."),
})

export const about: VariantAbout = {
  label: "Follows the cursor",
  summary:
    "A tooltip anchored to the pointer instead of its trigger: it moves along as the pointer moves over the trigger, and sits by the trigger when opened by keyboard focus.",
  keywords: ["follow cursor", "pointer", "getAnchorRect", "reposition"],
}
