import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Controlled",
  summary:
    "A floating panel whose open state, size and position are the page's state: buttons outside move and resize it, drags update the readout.",
  keywords: ["controlled", "size", "position", "onSizeChange", "onPositionChange", "state"],
}
