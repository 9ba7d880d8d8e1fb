import type { VariantAbout } from "../kit/runtime/demo-types"

export { controls } from "./splitter.collapsible.controls"

export const about: VariantAbout = {
  label: "Panels shown or hidden",
  summary: "How to add and remove panels, the others sharing the room left.",
  keywords: ["conditional panels", "show hide panel", "dynamic panels", "toggle sidebar"],
}
