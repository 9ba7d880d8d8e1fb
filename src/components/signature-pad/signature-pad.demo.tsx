import { normalizeProps } from "@zag-js/react"
import * as signaturePad from "@zag-js/signature-pad"
import { useEffect, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as signaturePadControls } from "./signature-pad.controls"
import styles from "./signature-pad.css?inline"

export { styles }

/** The quality of a jpeg export (png and svg ignore it). */
const EXPORT_QUALITY = 0.92

export default function SignaturePadDemo({ values }: DemoProps<typeof signaturePadControls>) {
  const { size, thinning, smoothing, streamline, fill, imageType, ...settings } = values
  const log = useDemoLog()
  const formLog = useFormLog()
  const [image, setImage] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const service = useDemoMachine(signaturePad.machine, {
    ...settings,
    name: "signature",
    drawing: { size, thinning, smoothing, streamline, fill: fill.trim() || "currentColor" },
    translations: { control: "Signature Pad", clearTrigger: "Clear signature" },
    onDrawEnd: ({ paths }) => log("signature strokes", paths.length),
  })
  const api = signaturePad.connect(service, normalizeProps)

  // A cleared pad has nothing left to show.
  useEffect(() => {
    if (api.empty) setImage(null)
  }, [api.empty])

  async function showImage() {
    const url = await api.getDataUrl(imageType, EXPORT_QUALITY)
    setImage(url || null)
    setNotice(url ? null : "Nothing to show yet: draw a signature first.")
  }

  return (
    <form {...formLog} className="sb-signature-form">
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
        {/* The strokes as SVG path data: what the form submits and logs. */}
        <input {...api.getHiddenInputProps({ value: api.paths.join(" ") })} />
      </div>
      <div className="sb-row">
        <button {...api.getClearTriggerProps()}>Clear</button>
        <button type="button" onClick={showImage}>
          Show Image
        </button>
        <button type="submit">Submit</button>
      </div>
      {notice && <p className="sb-signature-notice">{notice}</p>}
      {image && <img className="sb-signature-image" src={image} alt="Signature image" />}
    </form>
  )
}
