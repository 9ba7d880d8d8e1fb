import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState, type RefObject } from "react"
import { flushSync } from "react-dom"
import { matchTeammates, type Teammate } from "./teammates"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"

interface PeopleSearchProps {
  inputRef: RefObject<HTMLInputElement | null>
  onChoose: (person: Teammate) => void
}

/**
 * A search field over an always-open list of people, inside a submenu. It is no layer of its
 * own, so Escape closes the submenu around it. The submenu is a dialog, not a menu, so zag's
 * menu leaves the keys typed here alone (no typeahead, no arrow keys of its own).
 */
export function PeopleSearch(props: PeopleSearchProps) {
  const [query, setQuery] = useState("")
  const collection = useMemo(
    () =>
      combobox.collection({
        items: matchTeammates(query),
        itemToValue: (person) => person.id,
        itemToString: (person) => person.name,
      }),
    [query],
  )
  const service = useDemoMachine(
    combobox.machine,
    {
      collection,
      open: true,
      disableLayer: true,
      placeholder: "Search people…",
      inputBehavior: "autohighlight",
      selectionBehavior: "clear",
      onInputValueChange: ({ inputValue }) => flushSync(() => setQuery(inputValue)),
      onValueChange: ({ items }) => {
        const person = items[0] as Teammate | undefined
        if (person) props.onChoose(person)
      },
    },
    { label: "Combobox" },
  )
  const api = combobox.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()} className="sb-people-label">
        Search people
      </label>
      <div {...api.getControlProps()}>
        <input {...api.getInputProps()} ref={props.inputRef} />
      </div>
      <div {...api.getContentProps()}>
        {collection.items.length === 0 && <p className="sb-people-empty">No one found</p>}
        {collection.items.map((person) => (
          <div key={person.id} {...api.getItemProps({ item: person, persistFocus: true })}>
            {person.name}
          </div>
        ))}
      </div>
    </div>
  )
}
