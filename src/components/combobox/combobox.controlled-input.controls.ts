import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Controlled input text",
  summary: "A combobox whose app holds both the value and the input's text, and sets them.",
  keywords: ["controlled", "inputValue", "onInputValueChange", "value", "onValueChange"],
}
