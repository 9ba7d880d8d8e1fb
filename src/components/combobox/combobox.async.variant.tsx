import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as comboboxControls } from "./combobox.controls"
import { useCountrySearch } from "./country-server"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "./combobox.css?inline"

export const styles = optionListCss + comboboxCss

/**
 * A combobox whose options come from a (pretend, offline) server: each keystroke asks for the
 * matching countries, a status line says it is loading, and the previous answer stays listed
 * until the new one arrives. zag only shows the collection it is given: fetching is the app's.
 */
export default function ComboboxAsync({ values }: DemoProps<typeof comboboxControls>) {
  const { placement, ...settings } = values
  const [query, setQuery] = useState("")
  const { countries, loading } = useCountrySearch(query)
  const collection = useMemo(
    () =>
      combobox.collection({
        items: countries,
        itemToValue: (country) => country.code,
        itemToString: (country) => country.label,
      }),
    [countries],
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
  })
  const api = combobox.connect(service, normalizeProps)

  const status = loading
    ? "Loading countries…"
    : countries.length === 0
      ? `No country matches “${query}”.`
      : `${countries.length} ${countries.length === 1 ? "country" : "countries"} found.`

  return (
    <div className="sb-combobox sb-combobox-async">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Search countries</label>
        <div {...api.getControlProps()}>
          <input {...api.getInputProps()} />
          <button {...api.getTriggerProps()}>
            <span aria-hidden="true">▾</span>
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()} aria-busy={loading}>
            {countries.map((item) => (
              <li key={item.code} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p
        role="status"
        className="sb-combobox-chosen sb-combobox-status"
        data-loading={loading || undefined}
      >
        {status}
      </p>
      <p className="sb-combobox-chosen sb-combobox-selected">
        Selected: {api.valueAsString || "none"}
      </p>
    </div>
  )
}
