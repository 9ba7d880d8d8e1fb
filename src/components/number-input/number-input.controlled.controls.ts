import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as numberInputControls } from "./number-input.controls"

// The range and the step: this variant is about who holds the value, in plain numbers.
const { min, max, step } = numberInputControls
export const controls = defineControls({ min, max, step })

export const about: VariantAbout = {
  label: "Controlled",
  summary:
    "The page owns the value: buttons outside the field set it, and typing or stepping updates what the page holds.",
  keywords: ["controlled", "value", "onValueChange", "external"],
}
