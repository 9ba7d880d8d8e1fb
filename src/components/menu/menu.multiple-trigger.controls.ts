import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Several triggers",
  summary: "One actions menu opened from a button on each row, acting on that row's document.",
  keywords: ["multiple triggers", "row actions", "kebab menu", "triggerValue"],
}
