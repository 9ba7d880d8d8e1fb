import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Several triggers",
  summary:
    "One hover card for a row of names: it moves to the name hovered or focused and previews that person.",
  keywords: ["multiple triggers", "shared card", "profiles", "triggerValue"],
}
