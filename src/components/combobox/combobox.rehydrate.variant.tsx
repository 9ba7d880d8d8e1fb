import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useEffect, useMemo, useRef, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as comboboxControls } from "./combobox.controls"
import { useCountrySearch } from "./country-server"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "./combobox.css?inline"

export const styles = optionListCss + comboboxCss

/** A choice saved earlier (in a profile, say): only the code, not the country's label. */
const SAVED = ["KE"]

/**
 * A combobox that starts with a saved value while its options still load from a (pretend,
 * offline) server. The value names a code the first, empty collection cannot label; once the
 * answer is in, `syncSelectedItems` finds the item, and the input shows its label.
 */
export default function ComboboxRehydrate({ values }: DemoProps<typeof comboboxControls>) {
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
    defaultValue: SAVED,
    name: "country",
    placeholder: "Type to search",
    positioning: { ...overlayPositioning, placement, sameWidth: true },
    onInputValueChange: ({ inputValue, reason }) => {
      if (reason === "input-change") setQuery(inputValue)
    },
  })
  const api = combobox.connect(service, normalizeProps)

  const synced = useRef(false)
  const { syncSelectedItems } = api
  useEffect(() => {
    if (synced.current || collection.size === 0) return
    synced.current = true
    syncSelectedItems()
  }, [collection, syncSelectedItems])

  return (
    <div className="sb-combobox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Home country</label>
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
        {loading ? "Loading countries…" : `${countries.length} countries loaded.`}
      </p>
      <p className="sb-combobox-chosen sb-combobox-selected">
        Saved value: {api.value.join(", ") || "none"}; shown as:{" "}
        {api.selectedItems.map((item) => item.label).join(", ") || "nothing yet"}
      </p>
    </div>
  )
}
