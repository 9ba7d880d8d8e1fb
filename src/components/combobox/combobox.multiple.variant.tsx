import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import { filterCountries } from "../../data/countries"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as multipleControls } from "./combobox.multiple.controls"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "./combobox.css?inline"

export const styles = optionListCss + comboboxCss

/**
 * Several countries from one input: each choice toggles a country in the value and clears
 * the input for the next search. With `removeSelected`, chosen countries leave the list.
 */
export default function ComboboxMultiple({ values }: DemoProps<typeof multipleControls>) {
  const { placement, removeSelected, ...settings } = values
  const [query, setQuery] = useState("")
  const [chosen, setChosen] = useState<string[]>([])
  const items = useMemo(() => {
    const matches = filterCountries(query)
    return removeSelected ? matches.filter((country) => !chosen.includes(country.code)) : matches
  }, [query, chosen, removeSelected])
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
    multiple: true,
    name: "countries",
    placeholder: "Type to search",
    positioning: { ...overlayPositioning, placement, sameWidth: true },
    // The input clears after each choice: that empties the filter too.
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onValueChange: ({ value }) => setChosen(value),
  })
  const api = combobox.connect(service, normalizeProps)

  return (
    <div className="sb-combobox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select countries</label>
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
      {items.length === 0 && (
        <p aria-live="polite" className="sb-combobox-empty">
          No country left that matches “{query}”.
        </p>
      )}
      <p className="sb-combobox-chosen sb-combobox-selected">
        Chosen ({api.value.length}): {api.valueAsString || "none"}
      </p>
    </div>
  )
}
