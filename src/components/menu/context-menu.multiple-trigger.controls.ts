import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Several triggers",
  summary:
    "One context menu for a folder of files: right-click any tile and the menu opens there, acting on that file; a right click on another tile moves it.",
  keywords: ["multiple triggers", "file explorer", "right click", "triggerValue"],
}
