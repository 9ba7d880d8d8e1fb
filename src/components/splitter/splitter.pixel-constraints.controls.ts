import type { VariantAbout } from "../kit/runtime/demo-types"

export { controls } from "./splitter.collapsible.controls"

export const about: VariantAbout = {
  label: "Pixel limits",
  summary: "How to size a panel in pixels, with a minimum and maximum width in px.",
  keywords: ["pixels", "px", "min size", "max size", "sidebar"],
}
