import { useId, useState, type KeyboardEvent, type ReactNode } from "react"
import { useLazyModule } from "../lazy-module"
import { navigate } from "../router"
import type { SearchResult } from "./search-index"

const loadSearchIndex = () => import("./search-index")

interface DemoSearchProps {
  /** The input's id, for the keyboard shortcut to find it. */
  id: string
  /** Shown instead of the results while the box is empty (the nav's links, the home groups). */
  children: ReactNode
  /** Whether the / and Ctrl/⌘+K shortcut leads here (the label then shows it). */
  shortcut?: boolean
}

/**
 * The demo search, a WAI-ARIA combobox with a listbox popup shown in place: typing filters
 * the demos, Up/Down move the active option, Enter opens it, Escape clears the box (and an
 * empty box lets Escape through, to close the small-screen menu). Results are text nodes.
 * The matching code and index load when the box is first focused or pointed at (the / and
 * Ctrl/⌘+K shortcuts focus it); what is typed meanwhile is searched once they are here.
 */
export function DemoSearch({ id, children, shortcut = false }: DemoSearchProps) {
  const [query, setQuery] = useState("")
  const [active, setActive] = useState(0)
  const [wanted, setWanted] = useState(false)
  const index = useLazyModule(loadSearchIndex, wanted)
  const want = () => setWanted(true)
  const listId = useId()
  const optionId = (index: number) => `${listId}-option-${index}`
  const searching = query.trim() !== ""
  const results = searching && index.status === "loaded" ? index.module.findDemos(query) : []
  const expanded = results.length > 0
  const current = Math.min(active, results.length - 1)
  const status = !searching
    ? ""
    : index.status === "failed"
      ? "Search could not load: reload the page to try again"
      : index.status === "loaded" && !expanded
        ? `No demos match “${query.trim()}”`
        : ""

  const open = (entry: SearchResult | undefined) => {
    if (!entry) return
    setQuery("")
    navigate(`/${entry.slug}`)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key]
    if (move && expanded) {
      event.preventDefault()
      setActive((current + move + results.length) % results.length)
    } else if (event.key === "Enter" && expanded) {
      event.preventDefault()
      open(results[current])
    } else if (event.key === "Escape" && query !== "") {
      event.preventDefault()
      setQuery("")
    }
  }

  return (
    <div className="site-search">
      <label htmlFor={id} className="site-search-label">
        Search demos {shortcut && <kbd aria-hidden="true">/</kbd>}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        className="site-search-input"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(current) : undefined}
        aria-keyshortcuts={shortcut ? "/ Control+K Meta+K" : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        onFocus={want}
        onPointerEnter={want}
      />
      <ul id={listId} role="listbox" aria-label="Matching demos" hidden={!expanded}>
        {results.map((entry, index) => (
          <li
            key={entry.slug}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className="site-search-option"
            onPointerMove={() => setActive(index)}
            // Keep focus in the box: the click opens the demo, which takes focus itself.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(entry)}
          >
            {entry.label}
          </li>
        ))}
      </ul>
      <p role="status" className="site-search-status">
        {status}
      </p>
      {!searching && children}
    </div>
  )
}
