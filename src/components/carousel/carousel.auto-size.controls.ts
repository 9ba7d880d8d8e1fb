import type { VariantAbout } from "../kit/runtime/demo-types"

export { controls } from "./carousel.thumbnail.controls"

export const about: VariantAbout = {
  label: "Auto size",
  summary:
    "A carousel whose slides are as wide as their content, each its own page: Next moves one slide, whatever its width.",
  keywords: ["autoSize", "variable width", "content sizing", "chips"],
}
