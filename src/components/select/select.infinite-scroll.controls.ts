import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Infinite scroll",
  summary: "How to load a long list of options a page at a time as the user scrolls to its end.",
  keywords: ["infinite scroll", "pagination", "load more", "lazy loading", "IntersectionObserver"],
}
