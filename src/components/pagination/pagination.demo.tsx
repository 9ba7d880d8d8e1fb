import * as pagination from "@zag-js/pagination"
import { normalizeProps } from "@zag-js/react"
import { contacts } from "./contacts"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as paginationControls } from "./pagination.controls"
import { ContactsTable } from "./contacts-table"
import styles from "./pagination.css?inline"

export { styles }

const translations = { rootLabel: "Contact pages" }

export default function PaginationDemo({ values }: DemoProps<typeof paginationControls>) {
  const service = useDemoMachine(pagination.machine, {
    dir: values.dir,
    count: contacts.length,
    // A fractional page size would cut rows in odd places.
    pageSize: Math.max(1, Math.floor(values.pageSize)),
    siblingCount: Math.floor(values.siblingCount),
    boundaryCount: Math.floor(values.boundaryCount),
    translations,
  })
  const api = pagination.connect(service, normalizeProps)
  const { start, end } = api.pageRange

  return (
    <div className="sb-pagination-demo">
      <ContactsTable rows={api.slice([...contacts])} />
      <p className="sb-muted" aria-live="polite">
        Showing {start + 1}–{end} of {api.count} (page {api.page} of {api.totalPages})
      </p>
      <nav {...api.getRootProps()}>
        <ul>
          <li>
            <button {...api.getPrevTriggerProps()}>Previous</button>
          </li>
          {api.pages.map((page, index) =>
            page.type === "page" ? (
              <li key={`page-${page.value}`}>
                <button {...api.getItemProps(page)}>{page.value}</button>
              </li>
            ) : (
              <li key={`ellipsis-${index}`}>
                <span {...api.getEllipsisProps({ index })}>…</span>
              </li>
            ),
          )}
          <li>
            <button {...api.getNextTriggerProps()}>Next</button>
          </li>
        </ul>
      </nav>
    </div>
  )
}
