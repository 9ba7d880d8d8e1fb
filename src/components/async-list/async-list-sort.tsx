import type { SortDescriptor } from "@zag-js/async-list"
import type { ChemicalElement } from "./async-list-data"

type Order = SortDescriptor<ChemicalElement>

/** The orders the list offers; the first is the server's own. */
export const SORT_ORDERS: readonly { label: string; descriptor: Order }[] = [
  { label: "Atomic number, low to high", descriptor: { column: "number", direction: "ascending" } },
  {
    label: "Atomic number, high to low",
    descriptor: { column: "number", direction: "descending" },
  },
  { label: "Name, A to Z", descriptor: { column: "name", direction: "ascending" } },
  { label: "Name, Z to A", descriptor: { column: "name", direction: "descending" } },
]

const keyOf = ({ column, direction }: Order) => `${column}-${direction}`

/** The sort field: picks one of the list's orders. */
export function SortSelect(props: { value: Order; onChange: (order: Order) => void }) {
  return (
    <label className="sb-field">
      Sort
      <select
        data-scope="async-list"
        data-part="sort"
        value={keyOf(props.value)}
        onChange={(event) => {
          const order = SORT_ORDERS.find((o) => keyOf(o.descriptor) === event.currentTarget.value)
          if (order) props.onChange(order.descriptor)
        }}
      >
        {SORT_ORDERS.map((order) => (
          <option key={keyOf(order.descriptor)} value={keyOf(order.descriptor)}>
            {order.label}
          </option>
        ))}
      </select>
    </label>
  )
}
