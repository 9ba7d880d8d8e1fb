import { matchSorter, rankings } from "match-sorter"
import { demosByLabel } from "../demos-by-label"
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
  const byLabel = demosByLabel(demos)
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
