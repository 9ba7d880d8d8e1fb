import type { SortDescriptor } from "@zag-js/async-list"
import type { ChemicalElement } from "./async-list-data"

export interface PageQuery {
  filterText: string
  sortDescriptor?: SortDescriptor<ChemicalElement> | undefined
  /** Where the page starts in the filtered, sorted list: the cursor the last page gave. */
  offset: number
  pageSize: number
}

export interface Page {
  items: ChemicalElement[]
  /** Where the next page starts; none when this page is the last. */
  cursor?: number | undefined
}

/** What the pretend server answers: the elements whose name or symbol match, sorted, paged. */
export function queryPage(all: readonly ChemicalElement[], query: PageQuery): Page {
  const matching = filterElements(all, query.filterText)
  const sorted = query.sortDescriptor ? sortElements(matching, query.sortDescriptor) : matching
  const end = query.offset + query.pageSize
  return {
    items: sorted.slice(query.offset, end),
    cursor: end < sorted.length ? end : undefined,
  }
}

/** Elements whose name or symbol contains the text, case aside. */
export function filterElements(
  all: readonly ChemicalElement[],
  filterText: string,
): ChemicalElement[] {
  const text = filterText.trim().toLowerCase()
  if (!text) return [...all]
  return all.filter(
    (element) => element.name.toLowerCase().includes(text) || element.symbol.toLowerCase() === text,
  )
}

/** A sorted copy: by atomic number, or by name in the visitor's collation. */
export function sortElements(
  items: readonly ChemicalElement[],
  { column, direction }: SortDescriptor<ChemicalElement>,
): ChemicalElement[] {
  const sign = direction === "descending" ? -1 : 1
  return [...items].sort((a, b) => {
    const order =
      column === "number" ? a.number - b.number : String(a[column]).localeCompare(String(b[column]))
    return order * sign
  })
}
