import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Popover inside",
  summary:
    "A dialog holding a popover that opens a second dialog: each Escape closes only the top layer.",
  keywords: ["popover", "nested", "confirmation", "layer stack", "Escape"],
}
