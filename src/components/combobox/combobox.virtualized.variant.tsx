import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useVirtualWindow } from "../kit/runtime/use-virtual-window"
import type { controls as comboboxControls } from "./combobox.controls"
import { filterPeople, people } from "./people"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "./combobox.css?inline"

export const styles = optionListCss + comboboxCss

/** Each option's height in px: the virtualizer places rows by it (see the CSS). */
const ROW_HEIGHT = 32

/**
 * A combobox over 1,200 people that renders only the options in view. zag moves the
 * highlight through its collection, not through the DOM, and asks us to scroll an index into
 * view (`scrollToIndexFn`): the window of rendered options follows.
 */
export default function ComboboxVirtualized({ values }: DemoProps<typeof comboboxControls>) {
  const { placement, ...settings } = values
  const [query, setQuery] = useState("")
  const items = useMemo(() => filterPeople(query), [query])
  const collection = useMemo(
    () =>
      combobox.collection({
        items: [...items],
        itemToValue: (person) => person.id,
        itemToString: (person) => person.name,
      }),
    [items],
  )
  const list = useVirtualWindow<HTMLUListElement>(items.length, ROW_HEIGHT)
  const service = useDemoMachine(combobox.machine, {
    ...settings,
    collection,
    name: "person",
    placeholder: "Type a name",
    positioning: { ...overlayPositioning, placement, sameWidth: true },
    scrollToIndexFn: ({ index }) => list.scrollToIndex(index),
    onInputValueChange: ({ inputValue, reason }) => {
      if (reason === "input-change") setQuery(inputValue)
    },
    onOpenChange: ({ open }) => {
      if (!open) setQuery("")
    },
  })
  const api = combobox.connect(service, normalizeProps)

  return (
    <div className="sb-combobox sb-combobox-virtual">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Find a colleague</label>
        <div {...api.getControlProps()}>
          <input {...api.getInputProps()} />
          <button {...api.getTriggerProps()}>
            <span aria-hidden="true">▾</span>
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()} ref={list.ref}>
            <li aria-hidden="true" style={{ height: list.before }} />
            {items.slice(list.start, list.end).map((item, offset) => (
              <li
                key={item.id}
                {...api.getItemProps({ item })}
                // Only a window is in the DOM: say where each option sits in the whole list.
                aria-setsize={items.length}
                aria-posinset={list.start + offset + 1}
              >
                <span {...api.getItemTextProps({ item })}>{item.name}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
            <li aria-hidden="true" style={{ height: list.after }} />
          </ul>
        </div>
      </div>
      <p className="sb-combobox-chosen">
        {items.length.toLocaleString("en")} of {people.length.toLocaleString("en")} people
        {api.hasSelectedItems ? `; chosen: ${api.valueAsString}` : ""}
      </p>
    </div>
  )
}
