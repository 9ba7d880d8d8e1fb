import { defineControls } from "../kit/controls"

/** Export formats the Show Image button can produce. */
export const signatureImageTypes = ["image/png", "image/jpeg", "image/svg+xml"] as const

/** Signature pad settings; stroke defaults from SPEC §9. */
export const signaturePadControls = defineControls({
  /** Stroke width in pixels (zag's default is 2; this demo draws at 4, as SPEC §9 asks). */
  size: { type: "number", defaultValue: 4, min: 1, max: 40 },
  /** How much speed thins the stroke: 0 is even width, negative thickens fast strokes. */
  thinning: { type: "number", defaultValue: 0.7, min: -1, max: 1, step: 0.05 },
  /** How much the edges of the stroke are softened. */
  smoothing: { type: "number", defaultValue: 0.4, min: 0, max: 1, step: 0.05 },
  /** How much the stroke lags behind the pointer to even out jitter. */
  streamline: { type: "number", defaultValue: 0.6, min: 0, max: 1, step: 0.05 },
  /** Stroke colour as a CSS colour (not a custom property: the exported image cannot read one). */
  fill: { type: "string", defaultValue: "black", placeholder: "black" },
  /** Format of the Show Image export; jpeg is written at quality 0.92 (SPEC §9). */
  imageType: { type: "select", options: signatureImageTypes, defaultValue: "image/png" },
  disabled: { type: "boolean", defaultValue: false },
  /** Shows the signature but does not take new strokes. */
  readOnly: { type: "boolean", defaultValue: false },
})
