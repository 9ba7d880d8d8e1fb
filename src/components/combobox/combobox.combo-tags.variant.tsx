import * as combobox from "@zag-js/combobox"
import { mergeProps, normalizeProps } from "@zag-js/react"
import { useMemo, useState, type KeyboardEvent } from "react"
import { countries, filterCountries } from "../../data/countries"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as tagsControls } from "./combobox.combo-tags.controls"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "./combobox.css?inline"

export const styles = optionListCss + comboboxCss

const labelOf = (code: string) => countries.find((country) => country.code === code)?.label ?? code

/**
 * A multiple combobox whose value shows as tags before the input: chosen countries leave the
 * list, each tag has a remove button, and Backspace in the empty input removes the last tag.
 * The app holds the value, so removing a tag is just a new value.
 */
export default function ComboboxTags({ values }: DemoProps<typeof tagsControls>) {
  const { placement, ...settings } = values
  const [value, setValue] = useState<string[]>([])
  const [query, setQuery] = useState("")
  const items = useMemo(
    () => filterCountries(query).filter((country) => !value.includes(country.code)),
    [query, value],
  )
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
    value,
    onValueChange: (details) => setValue(details.value),
    placeholder: value.length ? "" : "Type to add a country",
    positioning: { ...overlayPositioning, placement, sameWidth: true },
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
  })
  const api = combobox.connect(service, normalizeProps)

  const remove = (code: string) => setValue((codes) => codes.filter((item) => item !== code))
  const inputProps = mergeProps(api.getInputProps(), {
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.key === "Backspace" && event.currentTarget.value === "" && value.length > 0)
        remove(value[value.length - 1]!)
    },
  })

  return (
    <div className="sb-combobox sb-combobox-tags">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Countries visited</label>
        <div {...api.getControlProps()}>
          <ul className="sb-combobox-tag-list" aria-label="Chosen countries">
            {value.map((code) => (
              <li key={code} className="sb-combobox-tag">
                {labelOf(code)}
                <button
                  type="button"
                  aria-label={`Remove ${labelOf(code)}`}
                  disabled={settings.disabled || settings.readOnly}
                  onClick={() => remove(code)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <input {...inputProps} />
          <button {...api.getTriggerProps()}>
            <span aria-hidden="true">▾</span>
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()}>
            {items.map((item) => (
              <li key={item.code} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
