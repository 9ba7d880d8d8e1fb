import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Open state held outside",
  summary:
    "A controlled popover: the page holds open, so buttons outside the machine open and close it.",
  keywords: ["controlled", "open", "onOpenChange", "state", "external button"],
}
