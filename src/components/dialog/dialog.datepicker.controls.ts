import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Date picker inside",
  summary:
    "A date picker in a modal dialog: its calendar stays in the focus trap and Escape closes the calendar first.",
  keywords: ["date picker", "calendar", "focus trap", "layers", "form in dialog"],
}
