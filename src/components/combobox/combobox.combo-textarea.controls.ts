import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Mentions in a textarea",
  summary: "How to suggest countries when the user types @ in a message, and insert the choice.",
  keywords: ["mentions", "@ trigger", "textarea", "autocomplete", "inline suggestions"],
}
