import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Slider inside",
  summary:
    "A native range slider in a drawer: dragging it sets the value and never drags the drawer.",
  keywords: ["range input", "slider", "input type range", "gesture conflict", "volume"],
}
