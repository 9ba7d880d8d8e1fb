import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Swap",
  summary:
    "A mute button whose two faces swap in place: the old face stays mounted until its exit animation ends, under the new one.",
  keywords: ["swap", "icon", "toggle", "animation", "mute"],
}
