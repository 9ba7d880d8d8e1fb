import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Address autofill",
  summary: "How a select in an address form takes the state the browser's autofill picks.",
  keywords: ["autofill", "autocomplete", "address form", "hidden select", "form submission"],
}
