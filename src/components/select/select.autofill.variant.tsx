import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useMemo, useState, type FormEvent } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { formValues, useFormLog } from "../kit/runtime/form-log"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import { SelectField } from "./select-field"
import { states } from "./states"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

/**
 * A select in an address form. Its hidden native select carries `autocomplete=address-level1`,
 * so the browser's address autofill sets it like the street field; zag hears that change and
 * shows the state. The form shows what it last submitted.
 */
export default function SelectAutofill({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const collection = useMemo(() => select.collection({ items: [...states] }), [])
  const service = useDemoMachine(select.machine, {
    ...settings,
    collection,
    name: "state",
    autoComplete: "address-level1",
    positioning: { ...overlayPositioning, placement },
  })
  const api = select.connect(service, normalizeProps)
  const formLog = useFormLog()
  const [sent, setSent] = useState<string | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    formLog.onSubmit(event)
    const fields = formValues(event.currentTarget)
    setSent(
      Object.entries(fields)
        .map(([name, value]) => `${name} = “${String(value)}”`)
        .join(", "),
    )
  }

  return (
    <form {...formLog} onSubmit={submit} className="sb-select-form sb-select-address">
      <label className="sb-select-street">
        Street address
        <input name="street" autoComplete="street-address" />
      </label>
      <SelectField api={api} label="State" placeholder="Select a state" items={states} />
      <button type="submit">Submit</button>
      <output className="sb-select-status" aria-live="polite">
        {sent === null ? "Nothing submitted yet." : `Submitted: ${sent}`}
      </output>
    </form>
  )
}
