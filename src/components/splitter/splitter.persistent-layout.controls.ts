import type { VariantAbout } from "../kit/runtime/demo-types"

export { controls } from "./splitter.collapsible.controls"

export const about: VariantAbout = {
  label: "Saved layout",
  summary: "How to keep the panels' sizes across reloads by saving them to localStorage.",
  keywords: ["persistent layout", "localStorage", "save sizes", "onResizeEnd", "restore"],
}
