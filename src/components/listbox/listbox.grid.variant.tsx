import * as listbox from "@zag-js/listbox"
import { normalizeProps } from "@zag-js/react"
import { countriesByCode, type CodedCountry } from "./countries-by-code"
import { CountryItems } from "./country-items"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as listboxControls } from "./listbox.controls"
import styles from "./listbox.css?inline"

export { styles }

type ListboxProps = DemoProps<typeof listboxControls>

// Twelve countries fill four full rows of three, so ArrowDown always has a cell below to reach.
const COLUMNS = 3
const countries = listbox.gridCollection({
  items: countriesByCode.slice(0, 12),
  columnCount: COLUMNS,
})

function CountryGrid({ values }: ListboxProps) {
  const service = useDemoMachine(listbox.machine as listbox.Machine<CodedCountry>, {
    ...values,
    collection: countries,
  })
  const api = listbox.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>Country codes</label>
      <ul {...api.getContentProps()} className="sb-listbox-grid">
        <CountryItems api={api} items={countries.items} />
      </ul>
      <p className="sb-muted">
        Selected: <span {...api.getValueTextProps()}>{api.valueAsString || "none"}</span>
      </p>
    </div>
  )
}

/**
 * The countries laid out three to a row: the arrow keys move in two dimensions, ArrowDown to
 * the cell below rather than the next item.
 */
export default function ListboxGrid({ values }: ListboxProps) {
  return <CountryGrid key={values.selectionMode} values={values} />
}
