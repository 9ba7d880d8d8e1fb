import * as listbox from "@zag-js/listbox"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as emojiControls } from "./combobox.emoji-picker.controls"
import { emojis, searchEmojis } from "./emojis"
import comboboxCss from "./combobox.css?inline"

export const styles = comboboxCss

/** The grid's width in emojis: the arrow keys move by one cell or by a row of these. */
const COLUMNS = 8

/**
 * zag's emoji picker is not its combobox but its listbox with a grid collection: the search
 * box above (the listbox's own input) filters the emojis and, typing, highlights the first;
 * the arrow keys move through the grid by cell and by row.
 */
export default function ComboboxEmojiPicker({ values }: DemoProps<typeof emojiControls>) {
  const [query, setQuery] = useState("")
  const items = useMemo(() => [...searchEmojis(query)], [query])
  const collection = useMemo(() => listbox.gridCollection({ items, columnCount: COLUMNS }), [items])
  const service = useDemoMachine(listbox.machine, { ...values, collection })
  const api = listbox.connect(service, normalizeProps)
  const chosen = emojis.find((item) => item.value === api.value[0])

  return (
    <div className="sb-combobox sb-emoji-picker">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Pick an emoji</label>
        <input
          {...api.getInputProps({ autoHighlight: true })}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder="Search emojis"
          aria-label="Search emojis"
        />
        <ul {...api.getContentProps()}>
          {items.map((item) => (
            <li
              key={item.value}
              {...api.getItemProps({ item, highlightOnHover: true })}
              aria-label={item.label}
            >
              <span aria-hidden="true">{item.emoji}</span>
            </li>
          ))}
        </ul>
        {items.length === 0 && (
          <p aria-live="polite" className="sb-combobox-empty">
            No emoji matches “{query}”.
          </p>
        )}
      </div>
      <p className="sb-combobox-chosen sb-combobox-selected">
        Chosen: {chosen ? `${chosen.emoji} ${chosen.label}` : "none"}
      </p>
    </div>
  )
}
