import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as tagsInputControls } from "./tags-input.controls"

// No length rule: what the form sends is the point, not what the field refuses.
const { max, addOnPaste, editable, delimiter, disabled, readOnly, dir } = tagsInputControls
export const controls = defineControls({
  max,
  addOnPaste,
  editable,
  delimiter,
  disabled,
  readOnly,
  dir,
})

export const about: VariantAbout = {
  label: "Form",
  summary:
    "The tags go into a native form submission through the hidden input, kept current as tags are added, deleted or cleared.",
  keywords: ["form", "submit", "FormData", "hidden input", "name"],
}
