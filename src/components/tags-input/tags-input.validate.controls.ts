import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as tagsInputControls } from "./tags-input.controls"

// The rule is the variant's own (lowercase letters), so the demo's length rule is left out, and
// paste-splitting too: zag validates the whole pasted text, commas included.
const { editable, delimiter, disabled, readOnly, dir } = tagsInputControls
export const controls = defineControls({ editable, delimiter, disabled, readOnly, dir })

export const about: VariantAbout = {
  label: "Validate",
  summary:
    "A validate rule (lowercase letters only) refuses tags, and the field says why each one was refused.",
  keywords: ["validate", "onValueInvalid", "invalidTag", "rule", "error"],
}
