import * as pinInput from "@zag-js/pin-input"
import { normalizeProps } from "@zag-js/react"
import { useState, type FormEvent } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as transformPasteControls } from "./pin-input.transform-paste.controls"
import styles from "./pin-input.css?inline"

export { styles }

// Codes arrive grouped for reading ("123-456", "123 456"); the boxes take digits only.
const stripSeparators = (value: string) => value.replace(/[-\s]/g, "")

/**
 * zag's pin-input/transform-paste: `sanitizeValue` strips a pasted code's separators before
 * the digits are checked and spread over the boxes, and `autoSubmit` submits the form once
 * every box is filled. The submission stays on the page and shows what it carried.
 */
export default function PinInputTransformPaste({
  values,
}: DemoProps<typeof transformPasteControls>) {
  const log = useDemoLog()
  const [sent, setSent] = useState<string | null>(null)
  const service = useDemoMachine(pinInput.machine, {
    ...values,
    count: 6,
    type: "numeric",
    name: "code",
    autoSubmit: true,
    sanitizeValue: stripSeparators,
    onValueChange: () => setSent(null),
  })
  const api = pinInput.connect(service, normalizeProps)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get("code") ?? "")
    log("form submitted", { code })
    setSent(code)
  }

  return (
    <form onSubmit={submit} aria-label="Verify your email">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Verification code</label>
        <div {...api.getControlProps()}>
          {api.items.map((index) => (
            <input key={index} {...api.getInputProps({ index })} />
          ))}
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>
      <p className="sb-pin-input-hint">Paste the code as it came, for example 123-456.</p>
      <div className="sb-row sb-pin-input-actions">
        <button type="button" onClick={api.clearValue}>
          Clear
        </button>
        <button type="submit">Verify</button>
      </div>
      <p className="sb-pin-input-result" aria-live="polite">
        {sent !== null && `Submitted code: ${values.mask ? "•".repeat(sent.length) : sent}`}
      </p>
    </form>
  )
}
