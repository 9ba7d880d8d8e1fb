import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as drawerControls } from "./drawer.controls"

// The demo's settings, but a side panel by default: an edit form beside the table, as zag's
// page has it.
export const controls = defineControls({
  ...drawerControls,
  swipeDirection: { ...drawerControls.swipeDirection, defaultValue: "end" },
})

export const about: VariantAbout = {
  label: "Several triggers",
  summary: "One side drawer opened from an Edit button on each row, showing that row's person.",
  keywords: ["multiple triggers", "shared drawer", "table actions", "triggerValue", "side panel"],
}
