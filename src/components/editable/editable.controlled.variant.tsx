import * as editable from "@zag-js/editable"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { editableText } from "./editable-text"
import { machine } from "./editable-machine"
import type { controls as editableControls } from "./editable.controls"
import styles from "./editable.css?inline"

export { styles }

const LABEL = "Editable text"
const translations = { input: LABEL, edit: "Edit", submit: "Save", cancel: "Cancel" }

/**
 * zag's controlled editable: the page owns both the text (`value` + `onValueChange`) and
 * whether it is being edited (`edit` + `onEditChange`), so buttons outside the widget start
 * an edit and put the text back, and the page shows what it holds.
 */
export default function EditableControlled({ values }: DemoProps<typeof editableControls>) {
  const [value, setValue] = useState<string>(editableText.initialValue)
  const [edit, setEdit] = useState(false)
  const service = useDemoMachine(machine, {
    ...values,
    translations,
    name: "text",
    value,
    onValueChange: (details) => setValue(details.value),
    edit,
    onEditChange: (details) => setEdit(details.edit),
  })
  const api = editable.connect(service, normalizeProps)
  return (
    <div className="sb-editable">
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
      <div className="sb-row" role="group" aria-label="Set from the page">
        <button type="button" disabled={edit} onClick={() => setEdit(true)}>
          Start editing from the page
        </button>
        <button type="button" onClick={() => setValue(editableText.initialValue)}>
          Put the text back
        </button>
      </div>
      <p className="sb-editable-note">
        The page holds <output>“{value}”</output>, {edit ? "editing" : "not editing"}.
      </p>
    </div>
  )
}
