import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Value set from outside",
  summary: "A select whose value the app holds and sets, while its list of options changes too.",
  keywords: ["controlled", "external value", "setValue", "onValueChange", "changing options"],
}
