import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import { filterCountries } from "../../data/countries"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"

interface CountryFieldProps {
  /** Names the field's machine in the Visualizer ("Shipping country"). */
  machineLabel: string
  openOnClick: boolean
  loopFocus: boolean
  placement: combobox.Placement
}

/** A country combobox inside a tab panel; its list opens over the panel, inline. */
export function CountryField(props: CountryFieldProps) {
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
  const service = useDemoMachine(
    combobox.machine,
    {
      collection,
      openOnClick: props.openOnClick,
      loopFocus: props.loopFocus,
      placeholder: "Type to search",
      positioning: { ...overlayPositioning, placement: props.placement, sameWidth: true },
      onInputValueChange: ({ inputValue, reason }) => {
        if (reason === "input-change") setQuery(inputValue)
      },
      // Closing drops the filter, so the next opening lists every country again.
      onOpenChange: ({ open }) => {
        if (!open) setQuery("")
      },
    },
    { label: props.machineLabel },
  )
  const api = combobox.connect(service, normalizeProps)
  return (
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
          {collection.items.map((item) => (
            <li key={item.code} {...api.getItemProps({ item })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
              <span {...api.getItemIndicatorProps({ item })}>✓</span>
            </li>
          ))}
        </ul>
      </div>
      {collection.size === 0 && (
        <p aria-live="polite" className="sb-combobox-empty">
          No country matches “{query}”.
        </p>
      )}
    </div>
  )
}
