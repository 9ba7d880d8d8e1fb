import * as listbox from "@zag-js/listbox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import { countriesByCode, type CodedCountry } from "./countries-by-code"
import { CountryItems } from "./country-items"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as listboxControls } from "./listbox.controls"
import styles from "./listbox.css?inline"

export { styles }

type ListboxProps = DemoProps<typeof listboxControls>

// Base sensitivity: case and accents do not count, so "ARM" finds "Armenia".
const collator = new Intl.Collator("en", { sensitivity: "base", usage: "search" })
const startsWith = (label: string, query: string) =>
  collator.compare(label.slice(0, query.length), query) === 0

function SearchableListbox({ values }: ListboxProps) {
  const [search, setSearch] = useState("")
  const query = search.trim()
  const collection = useMemo(
    () =>
      listbox.collection({
        items: countriesByCode.filter((item) => startsWith(item.label, query)),
      }),
    [query],
  )
  // Typeahead would fight the field: the letters typed belong to the search.
  const service = useDemoMachine(listbox.machine as listbox.Machine<CodedCountry>, {
    ...values,
    collection,
    typeahead: false,
  })
  const api = listbox.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>Countries</label>
      <label className="sb-listbox-search">
        Search countries
        <input
          {...api.getInputProps({ autoHighlight: true })}
          type="search"
          placeholder="Type the start of a name"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </label>
      <ul {...api.getContentProps()}>
        <CountryItems api={api} items={collection.items} />
      </ul>
      <p className="sb-muted" role="status">
        {collection.size === 0
          ? `No country starts with “${query}”.`
          : collection.size === 1
            ? "1 country"
            : `${collection.size} countries`}
      </p>
      <p className="sb-muted">
        Selected: <span {...api.getValueTextProps()}>{api.valueAsString || "none"}</span>
      </p>
    </div>
  )
}

/**
 * A search field above the list narrows it to the countries whose names start with what is
 * typed; the arrow keys and Enter work from the field, the first match highlighted.
 */
export default function ListboxSearch({ values }: ListboxProps) {
  return <SearchableListbox key={values.selectionMode} values={values} />
}
