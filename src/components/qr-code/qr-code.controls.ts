import { defineControls } from "../kit/runtime/controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** The sample link the code holds: encoded only, never fetched. */
export const SAMPLE_LINK = "https://zagjs.com"

export const controls = defineControls({
  value: {
    description: "The text the code holds.",
    type: "string",
    defaultValue: SAMPLE_LINK,
    placeholder: "https://…",
  },
  errorCorrection: {
    description: "How much of the code can be damaged and still read: L 7%, M 15%, Q 25%, H 30%.",
    type: "select",
    options: ["L", "M", "Q", "H"],
    defaultValue: "L",
  },
  pixelSize: {
    description: "Width of one module (dot) of the code, in CSS pixels.",
    type: "number",
    defaultValue: 10,
    min: 1,
    max: 40,
  },
})

export const about: DemoAbout = {
  label: "QR Code",
  summary: "Encodes text or a link as a QR code.",
  use: "Use it to hand a link or text to a phone, such as a sign-in, a payment or a Wi-Fi login, without typing.",
  group: "display",
  keywords: ["barcode", "scan"],
}
