import { defineControls } from "../kit/runtime/controls"
import { placementControl } from "../kit/runtime/shared-controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as hoverCardControls } from "./hover-card.controls"

// Beside the list, not under a member: a card below one link would cover the next.
export const controls = defineControls({
  ...hoverCardControls,
  placement: placementControl("right", "Where the card opens relative to the link it serves."),
})

export const about: VariantAbout = {
  label: "Several triggers",
  summary:
    "One hover card for a whole team: each member's link is a trigger, and the card moves to the one hovered or focused, with that member's profile.",
  keywords: ["multiple triggers", "shared card", "team", "triggerValue"],
}
