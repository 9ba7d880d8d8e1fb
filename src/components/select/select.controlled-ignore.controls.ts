import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Value the app keeps",
  summary: "What a select shows when the app controls its value and ignores the user's choices.",
  keywords: ["controlled", "read-only value", "locked", "ignore changes", "selectedItems"],
}
