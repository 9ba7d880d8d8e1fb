import * as qrCode from "@zag-js/qr-code"
import { normalizeProps } from "@zag-js/react"
import { useId, useState, type FormEvent } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { qrValueProblem } from "./qr-code-settings"
import type { controls as formControls } from "./qr-code.form.controls"
import styles from "./qr-code.css?inline"

export { styles }

/**
 * The code is made from what the form submits, not from every keystroke: typing changes
 * nothing until Generate. An empty or too-long value is refused with a message by the field.
 */
export default function QrCodeForm({ values }: DemoProps<typeof formControls>) {
  const log = useDemoLog()
  const messageId = useId()
  const [url, setUrl] = useState("")
  const [message, setMessage] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)

  const service = useDemoMachine(qrCode.machine, {
    value: url,
    encoding: { ecc: "H" },
    pixelSize: values.pixelSize,
  })
  const api = qrCode.connect(service, normalizeProps)

  const generate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get("url") ?? "").trim()
    const problem = value ? qrValueProblem(value, "H") : "Enter a link or some text to encode."
    setMessage(problem)
    if (problem) return
    setUrl(value)
    setPreview(null)
    log("qr code generated", value)
  }

  const showPreview = () => {
    api
      .getDataUrl("image/jpeg")
      .then(setPreview, (error: unknown) => log(`qr code preview failed: ${String(error)}`))
  }

  return (
    <div className="sb-qr-code">
      <form className="sb-qr-code-form" noValidate onSubmit={generate} aria-label="Make a QR code">
        <label>
          Link or text
          <input
            name="url"
            type="text"
            placeholder="https://…"
            autoComplete="off"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
          />
        </label>
        <button type="submit">Generate</button>
        {message && (
          <p id={messageId} role="alert" className="sb-qr-code-message">
            {message}
          </p>
        )}
      </form>

      {/* The code's root is always there: before a submit it holds what to do instead. */}
      <div {...api.getRootProps()}>
        {url ? (
          <svg {...api.getFrameProps()} role="img" aria-label={`QR code for ${api.value}`}>
            <rect width="100%" height="100%" fill="#ffffff" />
            <path {...api.getPatternProps()} fill="#000000" />
          </svg>
        ) : (
          <p className="sb-muted">No code yet: submit a link to make one.</p>
        )}
      </div>
      {url && (
        <button type="button" onClick={showPreview}>
          Preview
        </button>
      )}
      {preview && (
        <figure className="sb-qr-code-preview">
          <img width="120" height="120" src={preview} alt={`JPEG of the QR code for ${url}`} />
          <figcaption>JPEG preview</figcaption>
        </figure>
      )}
    </div>
  )
}
