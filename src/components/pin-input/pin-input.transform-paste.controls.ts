import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as pinInputControls } from "./pin-input.controls"

// Six digits, as codes are sent: the length and the character type are the scenario's.
const { mask, otp, placeholder, dir, disabled, readOnly } = pinInputControls
export const controls = defineControls({ mask, otp, placeholder, dir, disabled, readOnly })

export const about: VariantAbout = {
  label: "Transform paste",
  summary:
    "A code pasted as 123-456 or 123 456 fills the boxes without its separators, and a full code submits the form by itself.",
  keywords: ["sanitizeValue", "paste", "autoSubmit", "one-time code", "verification"],
}
