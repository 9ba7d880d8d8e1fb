import { matchSorter, rankings } from "match-sorter"
import { demosByLabel } from "../demos-by-label"

/** What the search reads of a demo. */
export interface Searchable {
  slug: string
  label: string
  keywords: readonly string[]
}

/**
 * The demos that match a query, best first: match-sorter ranks exact, prefix, word-start,
 * substring and acronym matches ("dp" finds Date Picker) of the label first, then the slug
 * and the catalog keywords ("dropdown", "calendar"); ties keep label order. Looser
 * in-order letter matches are left out: "menu" would otherwise find "Number Input".
 * An empty query gives every demo, by label.
 */
export function searchDemos<D extends Searchable>(query: string, demos: readonly D[]): D[] {
  const text = query.trim()
  if (!text) return demosByLabel(demos)
  return matchSorter(demosByLabel(demos), text, {
    keys: ["label", "slug", { key: "keywords", maxRanking: rankings.WORD_STARTS_WITH }],
    threshold: rankings.ACRONYM,
    baseSort: (a, b) => a.index - b.index,
  })
}
