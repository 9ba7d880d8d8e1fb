import * as listbox from "@zag-js/listbox"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import { countriesByCode, type CodedCountry } from "./countries-by-code"
import { CountryItems } from "./country-items"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as transferControls } from "./listbox.transfer.controls"
import styles from "./listbox.css?inline"

export { styles }

type Collection = listbox.ListCollection<CodedCountry>
type Settings = DemoProps<typeof transferControls>["values"]

interface SideProps {
  label: string
  collection: Collection
  value: string[]
  onValueChange: (value: string[]) => void
  settings: Settings
}

function TransferSide({ label, collection, value, onValueChange, settings }: SideProps) {
  const service = useDemoMachine(
    listbox.machine as listbox.Machine<CodedCountry>,
    {
      ...settings,
      selectionMode: "multiple",
      collection,
      value,
      onValueChange: (details) => onValueChange(details.value),
    },
    { label },
  )
  const api = listbox.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>{label}</label>
      <ul {...api.getContentProps()} className="sb-listbox-transfer-list">
        <CountryItems api={api} items={collection.items} />
      </ul>
      <p className="sb-muted">
        {collection.size} {collection.size === 1 ? "country" : "countries"}, {value.length} selected
      </p>
    </div>
  )
}

const byCode = (values: string[]) => countriesByCode.filter((item) => values.includes(item.value))

/**
 * Two multiple-selection lists and buttons between them: the countries selected on one side
 * move to the end of the other. Each side's value is the page's, so a move clears it.
 */
export default function ListboxTransfer({ values }: DemoProps<typeof transferControls>) {
  const [available, setAvailable] = useState<Collection>(() =>
    listbox.collection<CodedCountry>({ items: countriesByCode.slice(0, 8) }),
  )
  const [chosen, setChosen] = useState<Collection>(() =>
    listbox.collection<CodedCountry>({ items: [] }),
  )
  const [availableValue, setAvailableValue] = useState<string[]>([])
  const [chosenValue, setChosenValue] = useState<string[]>([])

  const moveRight = () => {
    const items = byCode(availableValue)
    setAvailable(available.remove(...items))
    setChosen(chosen.append(...items))
    setAvailableValue([])
  }
  const moveLeft = () => {
    const items = byCode(chosenValue)
    setChosen(chosen.remove(...items))
    setAvailable(available.append(...items))
    setChosenValue([])
  }

  return (
    <div className="sb-listbox-transfer">
      <TransferSide
        label="Available countries"
        collection={available}
        value={availableValue}
        onValueChange={setAvailableValue}
        settings={values}
      />
      <div className="sb-listbox-transfer-buttons">
        <button type="button" disabled={availableValue.length === 0} onClick={moveRight}>
          Add <span aria-hidden="true">→</span>
        </button>
        <button type="button" disabled={chosenValue.length === 0} onClick={moveLeft}>
          <span aria-hidden="true">←</span> Remove
        </button>
      </div>
      <TransferSide
        label="Chosen countries"
        collection={chosen}
        value={chosenValue}
        onValueChange={setChosenValue}
        settings={values}
      />
    </div>
  )
}
