import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Widget outside",
  summary: "A picker added outside the dialog stays usable while it is open (persistentElements).",
  keywords: [
    "persistentElements",
    "third-party widget",
    "upload",
    "cloudinary",
    "interact outside",
  ],
}
