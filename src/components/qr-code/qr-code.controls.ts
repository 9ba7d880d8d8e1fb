import { defineControls } from "../kit/controls"

/** The sample link the code holds: encoded only, never fetched (SPEC §7). */
export const SAMPLE_LINK = "https://zagjs.com"

export const qrCodeControls = defineControls({
  /** The text the code holds. */
  value: { type: "string", defaultValue: SAMPLE_LINK, placeholder: "https://…" },
  /** How much of the code can be damaged and still read: L 7%, M 15%, Q 25%, H 30%. */
  errorCorrection: { type: "select", options: ["L", "M", "Q", "H"], defaultValue: "L" },
  /** Width of one module (dot) of the code, in CSS pixels. */
  pixelSize: { type: "number", defaultValue: 10, min: 1, max: 40 },
})
