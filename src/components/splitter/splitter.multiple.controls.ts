import type { VariantAbout } from "../kit/runtime/demo-types"

export { controls } from "./splitter.collapsible.controls"

export const about: VariantAbout = {
  label: "Three panels",
  summary: "How to split three panels with two handles, each moving only its neighbours.",
  keywords: ["multiple panels", "three panes", "two handles", "F6", "min size"],
}
