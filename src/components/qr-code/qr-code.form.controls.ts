import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as qrCodeControls } from "./qr-code.controls"

// The value comes from the form, and zag's page encodes at level H.
export const controls = defineControls({ pixelSize: qrCodeControls.pixelSize })

export const about: VariantAbout = {
  label: "Form",
  summary: "Type a link, press Generate and get its QR code, then preview it as a JPEG image.",
  keywords: ["form", "generate", "submit", "preview", "jpeg"],
}
