import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Own format",
  summary:
    "Dates written and read day first with a two-digit year (dd/mm/yy), and short forms such as 5/7 or 12 accepted.",
  keywords: ["format", "parse", "custom format", "dd/mm/yy", "short dates"],
}
