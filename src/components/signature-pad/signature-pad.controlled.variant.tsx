import { normalizeProps } from "@zag-js/react"
import * as signaturePad from "@zag-js/signature-pad"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as controlledControls } from "./signature-pad.controlled.controls"
import styles from "./signature-pad.css?inline"

export { styles }

/**
 * A signature as SVG path data, as zag's machine keeps each stroke: the outline of a wavy
 * ribbon, filled, in the pad's 0-300 × 0-120 space.
 */
const SAMPLE_SIGNATURE =
  "M30 70 C60 20 90 110 120 70 C150 30 170 100 200 64 C220 40 250 80 270 60 " +
  "L271 65 C250 86 220 46 201 70 C170 106 150 36 121 76 C90 116 60 26 31 75 Z"

/**
 * zag's controlled signature pad: the page owns the strokes (`paths` + `onDraw`), so a
 * button outside signs for the reader or wipes the pad, and the page counts what it holds.
 */
export default function SignaturePadControlled({ values }: DemoProps<typeof controlledControls>) {
  const { size, fill, ...settings } = values
  const [paths, setPaths] = useState<string[]>([])
  const service = useDemoMachine(signaturePad.machine, {
    ...settings,
    name: "signature",
    drawing: { size, fill: fill.trim() || "currentColor" },
    translations: { control: "Signature Pad", clearTrigger: "Clear signature" },
    paths,
    onDraw: (details) => setPaths(details.paths),
  })
  const api = signaturePad.connect(service, normalizeProps)
  return (
    <div className="sb-signature-form">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Signature Pad</label>
        <div {...api.getControlProps()}>
          <svg {...api.getSegmentProps()}>
            {api.paths.map((path, index) => (
              <path key={index} {...api.getSegmentPathProps({ path })} />
            ))}
            {api.currentPath && <path {...api.getSegmentPathProps({ path: api.currentPath })} />}
          </svg>
          <div {...api.getGuideProps()} />
        </div>
        <input {...api.getHiddenInputProps({ value: paths.join(" ") })} />
      </div>
      <div className="sb-row" role="group" aria-label="Set from the page">
        <button type="button" onClick={() => setPaths([SAMPLE_SIGNATURE])}>
          Sign for me
        </button>
        <button type="button" onClick={() => setPaths([])}>
          Clear from the page
        </button>
      </div>
      <p className="sb-signature-notice">
        The page holds{" "}
        <output>
          {paths.length} {paths.length === 1 ? "stroke" : "strokes"}
        </output>
        {api.drawing ? ", and a stroke is being drawn." : "."}
      </p>
    </div>
  )
}
