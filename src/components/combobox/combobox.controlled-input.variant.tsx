import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import { countries, filterCountries } from "../../data/countries"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as comboboxControls } from "./combobox.controls"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "./combobox.css?inline"

export const styles = optionListCss + comboboxCss

/**
 * The app holds the value (`value` + `onValueChange`) and the input's text (`inputValue` +
 * `onInputValueChange`): it filters by the typed text, writes the chosen country's name into
 * it, and can set the text itself (the button below), which the input then shows.
 */
export default function ComboboxControlledInput({ values }: DemoProps<typeof comboboxControls>) {
  const { placement, ...settings } = values
  const [value, setValue] = useState<string[]>([])
  const [inputValue, setInputValue] = useState("")
  const [query, setQuery] = useState("")
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
    value,
    inputValue,
    placeholder: "Type to search",
    positioning: { ...overlayPositioning, placement, sameWidth: true },
    onValueChange: (details) => {
      setValue(details.value)
      const chosen = countries.find((country) => country.code === details.value[0])
      if (chosen && !settings.multiple) setInputValue(chosen.label)
    },
    onInputValueChange: ({ inputValue: text, reason }) => {
      setInputValue(text)
      if (reason === "input-change") setQuery(text)
    },
    onOpenChange: ({ open }) => {
      if (!open) setQuery("")
    },
  })
  const api = combobox.connect(service, normalizeProps)

  return (
    <div className="sb-combobox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Country</label>
        <div {...api.getControlProps()}>
          <input {...api.getInputProps()} />
          <button {...api.getTriggerProps()}>
            <span aria-hidden="true">▾</span>
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
      <p className="sb-combobox-chosen sb-combobox-selected">
        App value: {value.join(", ") || "none"}; app input text: “{inputValue}”
      </p>
      <div className="sb-row">
        <button
          type="button"
          onClick={() => {
            setInputValue("Ice")
            setQuery("Ice")
          }}
        >
          Type “Ice” for me
        </button>
      </div>
    </div>
  )
}
