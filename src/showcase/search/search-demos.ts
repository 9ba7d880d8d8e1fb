import { matchSorter, rankings } from "match-sorter"
import { compact, editDistance, typosForgiven, wordsOf } from "./forgiving-match"

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
 * in-order letter matches are left out: "menu" would otherwise find "Number Input". The
 * label and slug are also read run together, so "datepicker" is Date Picker's exact match;
 * a query that matches nothing forgives typos ("combbox": forgiving-match.ts). An empty query
 * gives every demo, by label.
 */
export function searchDemos<D extends Searchable>(query: string, demos: readonly D[]): D[] {
  const text = query.trim()
  const byLabel = byLabelParts(demos)
  if (!text) return byLabel
  const found = matchSorter(byLabel, text, {
    keys: [
      "label",
      "slug",
      { key: "keywords", maxRanking: rankings.WORD_STARTS_WITH },
      // Run together, a name counts only whole or by its start: inside it, letters from two
      // words ("nesteD Popover") would outrank the acronym "dp" of Date Picker.
      { key: (demo) => compact(demo.label), threshold: rankings.STARTS_WITH },
      { key: (demo) => compact(demo.slug), threshold: rankings.STARTS_WITH },
    ],
    threshold: rankings.ACRONYM,
    baseSort: (a, b) => a.index - b.index,
  })
  return found.length > 0 ? found : nearMisses(compact(text), byLabel)
}

/** The demos with a word a few typos from `wanted`, the closest first, then by label. */
function nearMisses<D extends Searchable>(wanted: string, byLabel: readonly D[]): D[] {
  const limit = typosForgiven(wanted.length)
  if (limit === 0) return []
  return byLabel
    .map((demo) => {
      const words = wordsOf([demo.label, demo.slug, ...demo.keywords])
      return { demo, typos: Math.min(...words.map((word) => editDistance(wanted, word, limit))) }
    })
    .filter(({ typos }) => typos <= limit)
    .sort((a, b) => a.typos - b.typos)
    .map(({ demo }) => demo)
}

/**
 * The demos by label, as the nav lists them, with each variant ("Combobox: Async", its
 * demo's label, ": ", its own) right under its demo: compared part by part, before a demo
 * whose name merely starts the same ("Combobox Tabs"; a space sorts before a colon). Here in
 * the search's lazily loaded chunk, not in the nav's, whose labels have one part.
 */
function byLabelParts<D extends Searchable>(demos: readonly D[]): D[] {
  const parts = new Map(demos.map((demo) => [demo, demo.label.split(": ")]))
  return [...demos].sort((a, b) => {
    const [left, right] = [parts.get(a)!, parts.get(b)!]
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const order = left[i]!.localeCompare(right[i]!, "en")
      if (order !== 0) return order
    }
    return left.length - right.length
  })
}
