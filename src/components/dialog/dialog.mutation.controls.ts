import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Content that changes",
  summary: "A dialog whose buttons change while open: the focus trap follows the new content.",
  keywords: ["mutation", "steps", "wizard", "focus trap", "dynamic content"],
}
