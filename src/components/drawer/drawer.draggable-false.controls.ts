import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Grabber only",
  summary: "A drawer whose content does not drag: only its grabber moves or closes it.",
  keywords: ["draggable false", "grabber", "handle only", "no drag", "getContentProps"],
}
