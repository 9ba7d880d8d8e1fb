import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Hidden when detached",
  summary:
    "A menu in a scrolling strip that hides while its button is scrolled out of view, and comes back with it.",
  keywords: ["hideWhenDetached", "scroll", "overflow", "positioning", "clipping"],
}
