import { useId } from "react"
import type { Contact } from "./contacts"

const COLUMNS: ReadonlyArray<{ key: keyof Contact; label: string }> = [
  { key: "id", label: "ID" },
  { key: "first_name", label: "First name" },
  { key: "last_name", label: "Last name" },
  { key: "email", label: "Email" },
  { key: "phone", label: "Phone" },
]

/** The current page of sample contacts as a captioned table. */
export function ContactsTable({ rows }: { rows: readonly Contact[] }) {
  const captionId = useId()
  return (
    // The box scrolls sideways on narrow screens, so keyboard users can focus it to scroll.
    <div className="sb-pagination-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>Contacts</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((contact) => (
            <tr key={contact.id}>
              {COLUMNS.map((column) => (
                <td key={column.key}>{contact[column.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
