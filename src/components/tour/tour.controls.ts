import { defineControls } from "../kit/runtime/controls"
import {
  closeOnEscapeControl,
  directionControl,
  headingLevelControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Tour options with the defaults. */
export const controls = defineControls({
  ...closeOnEscapeControl,
  closeOnInteractOutside: {
    description: "A pointer down or focus outside the card and the spotlight stops the tour.",
    type: "boolean",
    defaultValue: true,
  },
  keyboardNavigation: {
    description: "ArrowRight and ArrowLeft in the card move to the next and previous step.",
    type: "boolean",
    defaultValue: true,
  },
  preventInteraction: {
    description: "Makes the highlighted target inert while its step is shown.",
    type: "boolean",
    defaultValue: false,
  },
  skipBehavior: {
    description:
      "`complete` ends the tour on Skip (status skipped); `advance` moves to the next step.",
    type: "select",
    options: ["complete", "advance"],
    defaultValue: "complete",
  },
  spotlightOffsetX: {
    description: "Space between the target and the spotlight's edge, in pixels.",
    type: "number",
    defaultValue: 10,
    min: 0,
    max: 100,
    label: "Spotlight offset x",
  },
  spotlightOffsetY: {
    description: "Space above and below the target inside the spotlight, in pixels.",
    type: "number",
    defaultValue: 10,
    min: 0,
    max: 100,
    label: "Spotlight offset y",
  },
  spotlightRadius: {
    description: "Corner radius of the spotlight, in pixels.",
    type: "number",
    defaultValue: 4,
    min: 0,
    max: 100,
  },
  gutter: {
    description: "Distance between the target and the step card, in pixels.",
    type: "number",
    defaultValue: 10,
    min: 0,
    max: 100,
  },
  ...directionControl,
  startAt: {
    description: "Id of the step Start Tour opens at; empty starts at the first step.",
    type: "string",
    defaultValue: "",
    label: "Start at step id",
    placeholder: "welcome",
  },
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "Tour",
  summary: "A guided walkthrough that highlights parts of the page.",
  use: "Use it to introduce a new interface or feature step by step by highlighting the parts it talks about, with a way to skip.",
  group: "overlays",
  keywords: ["onboarding", "walkthrough", "guide"],
}
