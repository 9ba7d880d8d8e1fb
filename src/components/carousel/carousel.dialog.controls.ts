import type { VariantAbout } from "../kit/runtime/demo-types"

export { controls } from "./carousel.thumbnail.controls"

export const about: VariantAbout = {
  label: "In a dialog",
  summary:
    "A carousel inside a modal dialog: it sizes its slides once the dialog opens and reopens on the page it was left at.",
  keywords: ["dialog", "modal", "gallery", "lightbox"],
}
