import { defineControls } from "../kit/controls"
import { directionControl, headingLevelControl } from "../kit/shared-controls"

/** Tour options (SPEC §3) with the SPEC §9 defaults. */
export const tourControls = defineControls({
  closeOnEscape: { type: "boolean", defaultValue: true },
  /** A pointer down or focus outside the card and the spotlight stops the tour. */
  closeOnInteractOutside: { type: "boolean", defaultValue: true },
  /** ArrowRight and ArrowLeft in the card move to the next and previous step. */
  keyboardNavigation: { type: "boolean", defaultValue: true },
  /** Makes the highlighted target inert while its step is shown. */
  preventInteraction: { type: "boolean", defaultValue: false },
  /** `complete` ends the tour on Skip (status skipped); `advance` moves to the next step. */
  skipBehavior: { type: "select", options: ["complete", "advance"], defaultValue: "complete" },
  /** Space between the target and the spotlight's edge, in pixels. */
  spotlightOffsetX: {
    type: "number",
    defaultValue: 10,
    min: 0,
    max: 100,
    label: "Spotlight offset x",
  },
  spotlightOffsetY: {
    type: "number",
    defaultValue: 10,
    min: 0,
    max: 100,
    label: "Spotlight offset y",
  },
  spotlightRadius: { type: "number", defaultValue: 4, min: 0, max: 100 },
  /** Distance between the target and the step card, in pixels. */
  gutter: { type: "number", defaultValue: 10, min: 0, max: 100 },
  ...directionControl,
  /** Id of the step Start Tour opens at; empty starts at the first step. */
  startAt: { type: "string", defaultValue: "", label: "Start at step id", placeholder: "welcome" },
  ...headingLevelControl,
})
