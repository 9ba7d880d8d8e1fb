import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Delayed close",
  summary: "A controlled dialog that stays open while it saves, then closes itself.",
  keywords: ["controlled", "async close", "onOpenChange", "save"],
}
