import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as stepsControls } from "./steps.controls"

// Always linear: validation only holds Next back when steps go in order.
const { orientation, dir, headingLevel } = stepsControls
export const controls = defineControls({ orientation, dir, headingLevel })

export const about: VariantAbout = {
  label: "With validation",
  summary:
    "A sign-up wizard whose steps check their own fields before Next, with a company step that only business accounts must fill.",
  keywords: ["isStepValid", "isStepSkippable", "onStepInvalid", "wizard", "optional step"],
}
