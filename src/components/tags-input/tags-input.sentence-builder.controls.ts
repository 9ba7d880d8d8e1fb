import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as tagsInputControls } from "./tags-input.controls"

// Its delimiter (commas and spaces), paste splitting and repeats are what the variant is: fixed.
const { editable, disabled, readOnly, dir } = tagsInputControls
export const controls = defineControls({ editable, disabled, readOnly, dir })

export const about: VariantAbout = {
  label: "Sentence builder",
  summary:
    "Words and punctuation as tokens that repeat: typing or pasting splits at commas and spaces, and the sentence is read back as built.",
  keywords: ["allowDuplicates", "tokens", "delimiter", "RegExp", "addOnPaste", "sentence"],
}
