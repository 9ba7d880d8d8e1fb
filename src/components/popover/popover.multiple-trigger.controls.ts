import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Several triggers",
  summary: "One popover opened from a button on each row, showing that row's file.",
  keywords: ["multiple triggers", "shared popover", "table actions", "triggerValue"],
}
