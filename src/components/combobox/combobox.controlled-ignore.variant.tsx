import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import { filterCountries } from "../../data/countries"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as ignoreControls } from "./combobox.controlled-ignore.controls"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "./combobox.css?inline"

export const styles = optionListCss + comboboxCss

/** The app's value, which it never changes (countries a policy fixes, say). */
const LOCKED = ["KE"]

/**
 * A multiple combobox whose app passes `value` and no `onValueChange`: the user may search and
 * pick, but the value and zag's chosen items stay what the app says.
 */
export default function ComboboxControlledIgnore({ values }: DemoProps<typeof ignoreControls>) {
  const { placement, ...settings } = values
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
    multiple: true,
    value: LOCKED,
    placeholder: "Type to search",
    positioning: { ...overlayPositioning, placement, sameWidth: true },
    // A choice clears the input (it never shows the locked value): that empties the filter too.
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onOpenChange: ({ open }) => {
      if (!open) setQuery("")
    },
  })
  const api = combobox.connect(service, normalizeProps)

  return (
    <div className="sb-combobox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Countries (locked)</label>
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
        App value: {LOCKED.join(", ")}; chosen items:{" "}
        {api.selectedItems.map((item) => item.label).join(", ")}
      </p>
    </div>
  )
}
