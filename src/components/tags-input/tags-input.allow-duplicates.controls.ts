import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as tagsInputControls } from "./tags-input.controls"

// No max, overflow or length rule: this variant is only about repeats.
const { addOnPaste, editable, delimiter, disabled, readOnly, dir } = tagsInputControls
export const controls = defineControls({ addOnPaste, editable, delimiter, disabled, readOnly, dir })

export const about: VariantAbout = {
  label: "Allow duplicates",
  summary:
    "The same tag can be added, pasted or edited in more than once; the demo itself drops repeats.",
  keywords: ["allowDuplicates", "duplicates", "repeat", "same tag"],
}
