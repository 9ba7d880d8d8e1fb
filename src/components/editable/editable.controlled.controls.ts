import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Controlled",
  summary:
    "The page owns the text and the editing state: buttons outside start an edit and put the text back.",
  keywords: ["controlled", "value", "edit", "onEditChange", "external"],
}
