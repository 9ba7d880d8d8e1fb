import { keywords, variants } from "virtual:statebook-site/keywords"
import { siteDemos } from "../site-demos"
import { searchDemos, type Searchable } from "./search-demos"

// This module, with match-sorter and the keywords, is loaded the first time a search box is
// focused or pointed at: a visitor who never searches never downloads it.

/** What a search finds: a demo (`accordion`) or a variant (`combobox/async`), by its page. */
export type SearchResult = Searchable

const labels = new Map(siteDemos.map((demo) => [demo.slug, demo.label]))

const searchable: SearchResult[] = [
  ...siteDemos.map((demo) => ({ ...demo, keywords: keywords[demo.slug] ?? [] })),
  ...variants.map((variant) => ({
    slug: `${variant.slug}/${variant.name}`,
    label: `${labels.get(variant.slug)}: ${variant.label}`,
    // A variant is also found by what its demo is called ("dropdown" finds Select's variants).
    keywords: [...variant.keywords, ...(keywords[variant.slug] ?? [])],
  })),
]

/** The demos and variants matching `query`, best first (see searchDemos). */
export function findDemos(query: string): SearchResult[] {
  return searchDemos(query, searchable)
}
