import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "With a dialog",
  summary:
    "One button that is both a tooltip's trigger and a dialog's: hover names what it does, a click opens the dialog, whose Save button has a tooltip of its own.",
  keywords: ["dialog", "shared trigger", "mergeProps", "modal"],
}
