import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as pinInputControls } from "./pin-input.controls"

// Three digits, as zag's page has: the length and character type stay fixed here.
const { mask, otp, placeholder, dir, disabled } = pinInputControls
export const controls = defineControls({ mask, otp, placeholder, dir, disabled })

export const about: VariantAbout = {
  label: "Controlled",
  summary:
    "The page owns the code: a button outside fills the boxes, Clear empties them, and what is typed updates what the page holds.",
  keywords: ["controlled", "value", "onValueChange", "external", "otp"],
}
