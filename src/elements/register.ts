import { catalog, findDemo, type CatalogEntry } from "../catalog"
import { definitionOf, type RegisteredDemo } from "./demo-definition"
import { defineDemoElements } from "./define-elements"

/** Defines the element of each catalog entry (the showcase and the tests use the catalog). */
export function registerDemoElements(entries: readonly RegisteredDemo[] = catalog) {
  defineDemoElements(entries.map(definitionOf))
}

/** Defines the elements of the given slugs only. */
export function registerDemoElementsBySlug(...slugs: string[]) {
  const entries = slugs.map((slug) => findDemo(slug))
  const unknown = slugs.filter((_, index) => !entries[index])
  if (unknown.length > 0) throw new Error(`statebook-elements: no demo named ${unknown.join(", ")}`)
  registerDemoElements(entries as CatalogEntry[])
}
