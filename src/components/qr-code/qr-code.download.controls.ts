import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as qrCodeControls } from "./qr-code.controls"

// The logo hides the code's middle: only level H (30% recoverable) still scans, so the level is
// not a setting here.
export const controls = defineControls({
  value: qrCodeControls.value,
  pixelSize: qrCodeControls.pixelSize,
})

export const about: VariantAbout = {
  label: "Download",
  summary:
    "A QR code with a logo over its middle, saved as a PNG file or previewed as an image before saving.",
  keywords: ["download", "png", "data url", "logo", "overlay", "export"],
}
