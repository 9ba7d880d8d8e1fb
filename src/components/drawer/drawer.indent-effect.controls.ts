import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Indent effect",
  summary:
    "The page behind the drawer shrinks back while it is open and grows again as it is dragged away.",
  keywords: ["indent", "scale background", "drawer stack", "createStack", "swipe progress"],
}
