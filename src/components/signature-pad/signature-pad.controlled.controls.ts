import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as signaturePadControls } from "./signature-pad.controls"

// The ink's width and colour, and whether the pad takes input: enough to see the strokes the
// page holds drawn as the reader's would be.
const { size, fill, disabled } = signaturePadControls
export const controls = defineControls({ size, fill, disabled })

export const about: VariantAbout = {
  label: "Controlled",
  summary:
    "The page owns the strokes: a button outside signs for the reader or wipes the pad, and the page counts what it holds.",
  keywords: ["controlled", "paths", "onDraw", "external", "signature"],
}
