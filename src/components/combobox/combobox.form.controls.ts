import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as comboboxControls } from "./combobox.controls"
import { schemaWithout } from "./schema-without"

// One country: the form submits the input's text, which is one value.
export const controls = defineControls({
  ...schemaWithout(comboboxControls, "multiple"),
  allowCustomValue: {
    description: "Text that matches no country is kept, and submitted as typed.",
    type: "boolean",
    defaultValue: false,
  },
  alwaysSubmitOnEnter: {
    description: "Enter submits the form even when it also chooses the highlighted country.",
    type: "boolean",
    defaultValue: false,
  },
})

export const about: VariantAbout = {
  label: "In a form",
  summary: "What a combobox submits, and when Enter chooses a country or submits the form.",
  keywords: ["form", "submit", "Enter key", "allowCustomValue", "alwaysSubmitOnEnter"],
}
