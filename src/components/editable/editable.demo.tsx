import * as editable from "@zag-js/editable"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import { editableText } from "./editable-text"
import { machine } from "./editable-machine"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as editableControls } from "./editable.controls"
import styles from "./editable.css?inline"

export { styles }

const LABEL = "Editable text"

// The input's and buttons' accessible names match their visible label and texts.
const translations = { input: LABEL, edit: "Edit", submit: "Save", cancel: "Cancel" }

export default function EditableDemo({ values }: DemoProps<typeof editableControls>) {
  const log = useDemoLog()
  const formLog = useFormLog()
  const [outcome, setOutcome] = useState<string | null>(null)
  const service = useDemoMachine(machine, {
    ...values,
    translations,
    name: "text",
    defaultValue: editableText.initialValue,
    onValueCommit: ({ value }) => {
      log("editable submitted", value)
      setOutcome(`Saved: "${value}"`)
    },
    onValueRevert: ({ value }) => {
      log("editable cancelled", value)
      setOutcome(`Cancelled: kept "${value}"`)
    },
  })
  const api = editable.connect(service, normalizeProps)

  return (
    <form {...formLog} className="sb-editable">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>{LABEL}</label>
        <div {...api.getAreaProps()}>
          <input {...api.getInputProps()} />
          <span {...api.getPreviewProps()} />
        </div>
        <div {...api.getControlProps()} className="sb-row">
          <button {...api.getEditTriggerProps()}>Edit</button>
          <button {...api.getSubmitTriggerProps()}>Save</button>
          <button {...api.getCancelTriggerProps()}>Cancel</button>
        </div>
      </div>
      {/* Not a live region: it changes on every key press. */}
      {api.editing && (
        <p className="sb-editable-note">{`${api.value.length} of ${values.maxLength} characters`}</p>
      )}
      <p className="sb-editable-note" role="status">
        {outcome}
      </p>
    </form>
  )
}
