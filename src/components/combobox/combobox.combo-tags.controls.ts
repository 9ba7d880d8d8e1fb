import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as comboboxControls } from "./combobox.controls"
import { schemaWithout } from "./schema-without"

// Always multiple, the input clearing after each choice: the tags hold the value.
export const controls = defineControls(
  schemaWithout(comboboxControls, "multiple", "selectionBehavior"),
)

export const about: VariantAbout = {
  label: "Chosen as tags",
  summary:
    "Several countries shown as removable tags inside the input, Backspace removing the last.",
  keywords: ["tags", "chips", "multi-select", "token input", "Backspace"],
}
