import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "In a dialog",
  summary:
    "A file tree inside a modal dialog: arrows and typeahead work within the focus trap, and Escape closes the dialog.",
  keywords: ["dialog", "modal", "file picker", "focus trap", "escape"],
}
