import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import { flushSync } from "react-dom"
import { filterCountries } from "../../data/countries"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as comboboxControls } from "./combobox.controls"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "./combobox.css?inline"

export const styles = optionListCss + comboboxCss

export default function ComboboxDemo({ values }: DemoProps<typeof comboboxControls>) {
  const { placement, ...settings } = values
  // zag leaves filtering to the app: the demo narrows its own country list by what is typed.
  const [query, setQuery] = useState("")
  const collection = useMemo(
    () =>
      combobox.collection({
        items: filterCountries(query),
        itemToValue: (country) => country.code,
        itemToString: (country) => country.label,
      }),
    [query],
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
    // Closing drops the filter, so a fresh opening lists every country again.
    onOpenChange: ({ open }) => {
      if (!open) setQuery("")
    },
  })
  const api = combobox.connect(service, normalizeProps)

  const setToTogo = () => {
    // setValue names the value from the current collection: drop the filter first, so Togo
    // is in it even when the click lands before the closing list has reset the filter.
    flushSync(() => setQuery(""))
    api.setValue(["TG"])
  }

  return (
    <div className="sb-combobox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select country</label>
        <div {...api.getControlProps()}>
          <input {...api.getInputProps()} />
          <button {...api.getTriggerProps()}>
            <span aria-hidden="true">▾</span>
          </button>
        </div>
        {/* Inline, not portalled: the list stays in the element's shadow root. */}
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()}>
            {collection.items.map((item) => (
              <li key={item.code} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {collection.size === 0 && (
        <p aria-live="polite" className="sb-combobox-empty">
          No country matches “{query}”.
        </p>
      )}
      {api.multiple && <p className="sb-combobox-chosen">Chosen: {api.valueAsString || "none"}</p>}
      <div className="sb-row">
        <button type="button" onClick={setToTogo}>
          Set to Togo
        </button>
        <button type="button" onClick={() => api.clearValue()}>
          Clear Value
        </button>
      </div>
    </div>
  )
}
