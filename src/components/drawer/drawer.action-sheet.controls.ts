import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Action sheet",
  summary: "A bottom sheet of actions that closes on a choice, and is not dragged.",
  keywords: ["action sheet", "bottom sheet", "menu of actions", "draggable false", "iOS"],
}
