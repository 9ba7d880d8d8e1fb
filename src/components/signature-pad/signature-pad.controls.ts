import { defineControls } from "../kit/runtime/controls"
import { disabledControl, readOnlyControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Export formats the Show Image button can produce. */
export const signatureImageTypes = ["image/png", "image/jpeg", "image/svg+xml"] as const

/** Signature pad settings: how strokes are drawn, and the exported image. */
export const controls = defineControls({
  size: {
    description: "Stroke width in pixels (zag's default is 2; this demo draws at 4).",
    type: "number",
    defaultValue: 4,
    min: 1,
    max: 40,
  },
  thinning: {
    description:
      "How much speed thins the stroke: 0 is even width, negative thickens fast strokes.",
    type: "number",
    defaultValue: 0.7,
    min: -1,
    max: 1,
    step: 0.05,
  },
  smoothing: {
    description: "How much the edges of the stroke are softened.",
    type: "number",
    defaultValue: 0.4,
    min: 0,
    max: 1,
    step: 0.05,
  },
  streamline: {
    description: "How much the stroke lags behind the pointer to even out jitter.",
    type: "number",
    defaultValue: 0.6,
    min: 0,
    max: 1,
    step: 0.05,
  },
  fill: {
    description:
      "Stroke colour as a CSS colour (not a custom property: the exported image cannot read one); empty follows the theme's text colour, exported as black.",
    type: "string",
    defaultValue: "",
    placeholder: "theme text colour",
  },
  imageType: {
    description: "Format of the Show Image export; jpeg is written at quality 0.92.",
    type: "select",
    options: signatureImageTypes,
    defaultValue: "image/png",
  },
  ...disabledControl,
  readOnly: {
    ...readOnlyControl.readOnly,
    description: "Shows the signature but does not take new strokes.",
  },
})

export const about: DemoAbout = {
  label: "Signature Pad",
  summary: "Draws a signature with a pointer.",
  use: "Use it when a form needs a drawn mark, such as a delivery signature or consent, and must offer to clear it and start again.",
  group: "forms",
  keywords: ["draw", "sign", "handwriting"],
}
