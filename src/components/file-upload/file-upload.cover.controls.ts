import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Cover",
  summary:
    "No drop box to aim at: dragging files over the whole card shows a drop layer over it, and a button attaches files too.",
  keywords: ["drop anywhere", "overlay", "drag and drop", "full area dropzone"],
}
