import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState, type FormEvent } from "react"
import { filterCountries } from "../../data/countries"
import type { DemoProps } from "../kit/runtime/demo-types"
import { formValues, useFormLog } from "../kit/runtime/form-log"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as formControls } from "./combobox.form.controls"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "./combobox.css?inline"

export const styles = optionListCss + comboboxCss

/**
 * A combobox in a form, showing what each submission sent. Enter on a highlighted country
 * chooses it and does not submit, unless `alwaysSubmitOnEnter`; Enter on text that matches
 * nothing submits only when `allowCustomValue` keeps that text.
 */
export default function ComboboxForm({ values }: DemoProps<typeof formControls>) {
  const { placement, ...settings } = values
  const [query, setQuery] = useState("")
  const [submissions, setSubmissions] = useState<string[]>([])
  const items = useMemo(() => filterCountries(query), [query])
  const collection = useMemo(
    () =>
      combobox.collection({
        items,
        itemToValue: (country) => country.code,
        itemToString: (country) => country.label,
      }),
    [items],
  )
  const service = useDemoMachine(combobox.machine, {
    ...settings,
    collection,
    name: "country",
    placeholder: "Type to search",
    positioning: { ...overlayPositioning, placement, sameWidth: true },
    onInputValueChange: ({ inputValue, reason }) => {
      if (reason === "input-change") setQuery(inputValue)
    },
    onOpenChange: ({ open }) => {
      if (!open) setQuery("")
    },
  })
  const api = combobox.connect(service, normalizeProps)
  const formLog = useFormLog()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    formLog.onSubmit(event)
    const sent = formValues(event.currentTarget).country
    setSubmissions((list) => [...list, String(sent ?? "")])
  }
  const last = submissions.at(-1)

  return (
    <form {...formLog} onSubmit={submit} className="sb-combobox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Country</label>
        <div {...api.getControlProps()}>
          <input {...api.getInputProps()} />
          <button {...api.getTriggerProps()}>
            <span aria-hidden="true">▾</span>
          </button>
          <button {...api.getClearTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()}>
            {items.map((item) => (
              <li key={item.code} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="sb-row">
        <button type="submit">Submit</button>
      </div>
      <output className="sb-combobox-submitted" aria-live="polite">
        Submitted {submissions.length} {submissions.length === 1 ? "time" : "times"}
        {last !== undefined && <>; last: country = “{last}”</>}
      </output>
    </form>
  )
}
