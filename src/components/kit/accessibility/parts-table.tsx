import type { LivePart } from "./use-live-parts"

interface PartsTableProps {
  /** Null until the parts are first read. */
  rows: readonly LivePart[] | null
  /** The row whose part is outlined in the widget, if any. */
  selected: number | null
  onSelect: (id: number | null) => void
}

/**
 * The live parts: one row per part of the widget, as assistive technology meets it. Every fact
 * is text (never colour alone): the focused part says "focused", hidden ones say so.
 */
export function PartsTable({ rows, selected, onSelect }: PartsTableProps) {
  if (!rows) return <p role="status">Reading the parts…</p>
  if (rows.length === 0) return <p className="sb-muted">This demo shows no zag parts yet.</p>
  return (
    <div className="sb-a11y-scroll" role="region" aria-label="Parts table" tabIndex={0}>
      <table className="sb-a11y-table">
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Role</th>
            <th scope="col">Name</th>
            <th scope="col">States and properties</th>
            <th scope="col">Focus</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-focused={row.focused || undefined}
              data-hidden={row.hidden || undefined}
              // Two identical animations, alternated: each change restarts the flash.
              data-flash={row.changes === 0 ? undefined : row.changes % 2 ? "odd" : "even"}
            >
              <th scope="row">
                <button
                  type="button"
                  aria-pressed={selected === row.id}
                  onClick={() => onSelect(selected === row.id ? null : row.id)}
                >
                  {row.part}
                  <span className="sb-a11y-scope"> {row.scope}</span>
                </button>
              </th>
              <td>{row.role}</td>
              <td>
                {row.name || <span className="sb-muted">no name</span>}
                {row.description && (
                  <span className="sb-a11y-description">Description: {row.description}</span>
                )}
              </td>
              <td>
                <StateList row={row} />
              </td>
              <td>{focusText(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function StateList({ row }: { row: LivePart }) {
  if (row.hidden) return <span className="sb-muted">hidden from assistive technology</span>
  if (row.states.length === 0) return <span className="sb-muted">none</span>
  return (
    <ul className="sb-a11y-states">
      {row.states.map((state) => (
        <li key={state.name}>
          {state.name}: <span className="sb-a11y-value">{state.value}</span>
        </li>
      ))}
    </ul>
  )
}

function focusText(row: LivePart): string {
  if (row.focused) return `focused (${row.focusable})`
  if (row.activeDescendant) return "active descendant of the focused part"
  return row.focusable
}
