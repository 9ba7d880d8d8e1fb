import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as comboboxControls } from "./combobox.controls"
import { schemaWithout } from "./schema-without"

// Always multiple, as in zag's example: several locked countries.
export const controls = defineControls(schemaWithout(comboboxControls, "multiple"))

export const about: VariantAbout = {
  label: "Value the app keeps",
  summary: "What a combobox shows when the app controls its value and ignores the user's choices.",
  keywords: ["controlled", "locked value", "ignore changes", "selectedItems"],
}
