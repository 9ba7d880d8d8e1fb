import * as qrCode from "@zag-js/qr-code"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { qrValueProblem } from "./qr-code-settings"
import { SAMPLE_LINK, type controls as qrCodeControls } from "./qr-code.controls"
import styles from "./qr-code.css?inline"

export { styles }

export default function QrCodeDemo({ values }: DemoProps<typeof qrCodeControls>) {
  const log = useDemoLog()
  const problem = qrValueProblem(values.value, values.errorCorrection)
  useEffect(() => {
    if (problem) log(`qr code value ignored: ${problem}`)
  }, [problem, log])
  const value = problem ? SAMPLE_LINK : values.value

  const service = useDemoMachine(qrCode.machine, {
    value,
    encoding: { ecc: values.errorCorrection },
    pixelSize: values.pixelSize,
  })
  const api = qrCode.connect(service, normalizeProps)

  return (
    <div className="sb-qr-code">
      <div {...api.getRootProps()}>
        <svg {...api.getFrameProps()} role="img" aria-label={`QR code for ${api.value}`}>
          {/* Colours are attributes, not CSS, so the downloaded image keeps them. */}
          <rect width="100%" height="100%" fill="#ffffff" />
          <path {...api.getPatternProps()} fill="#000000" />
        </svg>
      </div>
      <button {...api.getDownloadTriggerProps({ mimeType: "image/png", fileName: "qr-code.png" })}>
        Download
      </button>
      {problem && <DemoProblem>{problem} Showing the sample link instead.</DemoProblem>}
    </div>
  )
}
