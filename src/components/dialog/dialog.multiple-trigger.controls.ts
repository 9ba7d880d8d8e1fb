import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Several triggers",
  summary: "One dialog opened from an Edit button on each row, filled with that row's member.",
  keywords: ["multiple triggers", "shared dialog", "table actions", "triggerValue"],
}
