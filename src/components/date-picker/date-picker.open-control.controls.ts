import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Opened from outside",
  summary:
    "A calendar whose open state the page holds (zag's controlled open), opened and closed by buttons outside the picker.",
  keywords: ["controlled open", "open-control", "onOpenChange", "defaultOpen"],
}
