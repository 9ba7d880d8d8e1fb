import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import { filterCountries } from "../../data/countries"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

/**
 * A select with a search box: zag's combobox, not its select, with `composite: false`. The
 * trigger is a focusable button showing the value; the popup is a dialog holding the search
 * input and the listbox, and the first match is highlighted as you type.
 */
export default function SelectCombobox({ values }: DemoProps<typeof selectControls>) {
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
    composite: false,
    inputBehavior: "autohighlight",
    selectionBehavior: "clear",
    placeholder: "Search",
    positioning: { ...overlayPositioning, placement },
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onOpenChange: ({ open }) => {
      if (!open) setQuery("")
    },
  })
  const api = combobox.connect(service, normalizeProps)
  const labelId = api.getLabelProps().id as string

  return (
    <div className="sb-select-form sb-select-searchable">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Country</label>
        <div {...api.getControlProps()}>
          {/* Named by the label and the value it shows, not zag's generic "Toggle suggestions". */}
          <button
            {...api.getTriggerProps({ focusable: true })}
            aria-label={undefined}
            aria-labelledby={`${labelId} ${labelId}-value`}
          >
            <span id={`${labelId}-value`}>{api.valueAsString || "Select a country"}</span>
            <span aria-hidden="true">▾</span>
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            <input {...api.getInputProps()} aria-label="Search countries" />
            <ul {...api.getListProps()}>
              {items.map((item) => (
                <li key={item.code} {...api.getItemProps({ item })}>
                  <span {...api.getItemTextProps({ item })}>{item.label}</span>
                  <span {...api.getItemIndicatorProps({ item })}>✓</span>
                </li>
              ))}
            </ul>
            {items.length === 0 && <p className="sb-select-status">No country matches.</p>}
          </div>
        </div>
      </div>
    </div>
  )
}
