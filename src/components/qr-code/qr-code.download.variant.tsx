import * as qrCode from "@zag-js/qr-code"
import { normalizeProps } from "@zag-js/react"
import { useEffect, useState } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { qrValueProblem } from "./qr-code-settings"
import { SAMPLE_LINK } from "./qr-code.controls"
import type { controls as downloadControls } from "./qr-code.download.controls"
import styles from "./qr-code.css?inline"

export { styles }

/**
 * The code at level H with a logo over its centre, which zag's overlay part places. Download
 * saves the frame as a PNG; Preview shows the same PNG as an image first.
 */
export default function QrCodeDownload({ values }: DemoProps<typeof downloadControls>) {
  const log = useDemoLog()
  const [preview, setPreview] = useState<string | null>(null)
  const problem = qrValueProblem(values.value, "H")
  const value = problem ? SAMPLE_LINK : values.value

  useEffect(() => {
    if (problem) log(`qr code value ignored: ${problem}`)
  }, [problem, log])
  // A preview of an older value would mislead: it goes when the code changes.
  useEffect(() => setPreview(null), [value, values.pixelSize])

  const service = useDemoMachine(qrCode.machine, {
    value,
    encoding: { ecc: "H" },
    pixelSize: values.pixelSize,
  })
  const api = qrCode.connect(service, normalizeProps)

  const showPreview = () => {
    api.getDataUrl("image/png", 1).then(
      (url) => {
        setPreview(url)
        log("qr code preview ready")
      },
      (error: unknown) => log(`qr code preview failed: ${String(error)}`),
    )
  }

  return (
    <div className="sb-qr-code">
      <div {...api.getRootProps()}>
        <svg {...api.getFrameProps()} role="img" aria-label={`QR code for ${api.value}`}>
          <rect width="100%" height="100%" fill="#ffffff" />
          <path {...api.getPatternProps()} fill="#000000" />
        </svg>
        <div {...api.getOverlayProps()}>
          {/* Decorative: the code's label already says what it holds. */}
          <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
            <rect width="40" height="40" rx="8" fill="#ffffff" />
            <rect x="4" y="4" width="32" height="32" rx="6" fill="#4f46e5" />
            <path d="M12 13h16l-16 14h16" stroke="#ffffff" strokeWidth="3.5" fill="none" />
          </svg>
        </div>
      </div>
      <div className="sb-row">
        <button
          {...api.getDownloadTriggerProps({
            mimeType: "image/png",
            quality: 1,
            fileName: "qr-code.png",
          })}
        >
          Download
        </button>
        <button type="button" onClick={showPreview}>
          Preview
        </button>
      </div>
      {preview && (
        <figure className="sb-qr-code-preview">
          <img width="120" height="120" src={preview} alt={`PNG of the QR code for ${api.value}`} />
          <figcaption>Preview of qr-code.png</figcaption>
        </figure>
      )}
      {problem && <DemoProblem>{problem} Showing the sample link instead.</DemoProblem>}
    </div>
  )
}
