import { keywords } from "virtual:statebook-site/keywords"
import { siteDemos, type SiteDemo } from "../site-demos"
import { searchDemos } from "./search-demos"

// This module, with match-sorter and the keywords, is loaded the first time a search box is
// focused or pointed at: a visitor who never searches never downloads it.
const searchable = siteDemos.map((demo) => ({ ...demo, keywords: keywords[demo.slug] ?? [] }))

/** The demos matching `query`, best first (see searchDemos). */
export function findDemos(query: string): SiteDemo[] {
  return searchDemos(query, searchable)
}
