import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Button only",
  summary: "A picker opened from a button that shows the chosen date, with no text field.",
  keywords: ["trigger only", "no input", "date button", "compact"],
}
