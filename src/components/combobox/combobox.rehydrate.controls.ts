import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Restored value",
  summary: "How a saved choice shows its label once the options it names arrive from a server.",
  keywords: ["rehydrate", "restore", "defaultValue", "async", "syncSelectedItems"],
}
