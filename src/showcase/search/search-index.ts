import { keywords } from "virtual:statebook-site/keywords"
import { demoHeading, siteDemos } from "../site-demos"
import { searchDemos, type Searchable } from "./search-demos"

// This module, with match-sorter and the keywords, is loaded the first time a search box is
// focused or pointed at: a visitor who never searches never downloads it.

/** What a search finds: a demo (`accordion`) or a variant (`combobox/async`), by its page. */
export type SearchResult = Searchable

const searchable: SearchResult[] = siteDemos.flatMap((demo) => [
  { slug: demo.slug, label: demo.label, keywords: keywords[demo.slug] ?? [] },
  ...demo.variants.map(({ name }) => ({
    slug: `${demo.slug}/${name}`,
    label: demoHeading(demo, name),
    // A variant is also found by what its demo is called ("dropdown" finds Select's variants).
    keywords: [...(keywords[`${demo.slug}/${name}`] ?? []), ...(keywords[demo.slug] ?? [])],
  })),
])

/** The demos and variants matching `query`, best first (see searchDemos). */
export function findDemos(query: string): SearchResult[] {
  return searchDemos(query, searchable)
}
