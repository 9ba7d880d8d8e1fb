import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Nested",
  summary:
    "Five scroll areas inside an outer one: each scrolls, and moves its own thumb, without moving the others.",
  keywords: ["nested", "inner scroll", "scrollbar", "thumb"],
}
