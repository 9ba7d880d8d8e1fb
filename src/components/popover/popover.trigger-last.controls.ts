import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Trigger last",
  summary:
    "A popover whose trigger is the last tab stop: tabbing past its content leaves it instead of looping back in.",
  keywords: ["tab order", "focus", "non-modal", "last tab stop"],
}
