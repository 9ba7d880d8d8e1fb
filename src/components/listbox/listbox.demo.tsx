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

// The items never change, so every instance of the demo shares one collection.
const countries = listbox.collection({ items: countriesByCode })

function CountryListbox({ values }: ListboxProps) {
  const service = useDemoMachine(listbox.machine as listbox.Machine<CodedCountry>, {
    ...values,
    collection: countries,
  })
  const api = listbox.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>Label</label>
      <ul {...api.getContentProps()}>
        <CountryItems api={api} items={countriesByCode} />
      </ul>
      <p className="sb-muted">
        Selected: <span {...api.getValueTextProps()}>{api.valueAsString || "none"}</span>
      </p>
    </div>
  )
}

export default function ListboxDemo({ values }: ListboxProps) {
  // A selection made in one mode may not fit another (three countries in single mode): a new
  // mode starts a new list with nothing selected.
  return <CountryListbox key={values.selectionMode} values={values} />
}
