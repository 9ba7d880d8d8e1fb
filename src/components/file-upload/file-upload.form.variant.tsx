import * as fileUpload from "@zag-js/file-upload"
import { normalizeProps } from "@zag-js/react"
import { useId, useState, type FormEvent } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { formValues } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { AcceptedFiles, RejectedFiles } from "./file-items"
import { describeRules, fileRules } from "./file-upload-settings"
import type { controls as fileUploadControls } from "./file-upload.controls"
import styles from "./file-upload.css?inline"

export { styles }

const REQUIRED = "Attach a file before sending."

/**
 * zag's react-hook-form page without the library: the file field is required, Send checks it
 * and says what is missing, and only a valid form is submitted (logged). As react-hook-form
 * does after a first failed submit, the message then follows the field as it changes.
 */
export default function FileUploadForm({ values }: DemoProps<typeof fileUploadControls>) {
  const { maxFiles, accept, minFileSize, maxFileSize, ...settings } = values
  const rules = fileRules({ maxFiles, accept, minFileSize, maxFileSize })
  const log = useDemoLog()
  const errorId = useId()
  const [submitted, setSubmitted] = useState(false)
  const [sent, setSent] = useState<string | null>(null)

  const service = useDemoMachine(fileUpload.machine, {
    ...settings,
    ...rules,
    accept: rules.accept || undefined,
    name: "attachment",
    translations: {
      dropzone: "Drag your file here, or press Enter to choose one",
      deleteFile: (file) => `Remove ${file.name}`,
    },
    onFileChange: () => setSent(null),
  })
  const api = fileUpload.connect(service, normalizeProps)
  const invalid = submitted && api.acceptedFiles.length === 0

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (api.acceptedFiles.length === 0) {
      // The message alone is easy to miss: focus goes where the user fixes it.
      event.currentTarget.querySelector<HTMLButtonElement>('[data-part="trigger"]')?.focus()
      return
    }
    log("form submit", formValues(event.currentTarget))
    setSent(api.acceptedFiles.map((file) => file.name).join(", "))
  }

  return (
    <form className="sb-file-upload-form" noValidate onSubmit={submit} aria-label="Send a file">
      <div {...api.getRootProps()} data-invalid={invalid ? "" : undefined}>
        <label {...api.getLabelProps()}>Attachment (required)</label>
        <p className="sb-file-rules">{describeRules(rules)}</p>
        <div {...api.getDropzoneProps()}>
          <span>Drag your file here</span>
        </div>
        <input {...api.getHiddenInputProps()} />
        <div className="sb-row">
          <button
            {...api.getTriggerProps()}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
          >
            Choose file
          </button>
        </div>
        <AcceptedFiles api={api} rules={rules} />
        <RejectedFiles api={api} rules={rules} />
        {invalid && (
          <p id={errorId} className="sb-file-upload-error" role="alert">
            {REQUIRED}
          </p>
        )}
      </div>
      <button type="submit">Send</button>
      <p role="status" className="sb-muted">
        {sent && `Sent ${sent}.`}
      </p>
    </form>
  )
}
