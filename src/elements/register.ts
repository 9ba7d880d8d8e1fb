import { catalog, demoTag, findDemo, type CatalogEntry } from "../catalog"
import { createDemoElement } from "./define-demo-element"

/**
 * Where there is no `customElements` (Node during SSR or static generation, a worker, an old
 * test DOM), importing an entry must still succeed: docs engines import it while they render
 * pages on the server, and the elements upgrade later, in the browser.
 */
function canRegister(): boolean {
  return typeof customElements !== "undefined" && typeof HTMLElement !== "undefined"
}

/**
 * Defines `<demo-<slug>>` for each entry. Guarded: a tag someone already defined (this
 * bundle loaded twice, or two versions on one page) is left alone instead of throwing.
 */
export function registerDemoElements(entries: readonly CatalogEntry[] = catalog) {
  if (!canRegister()) return
  for (const entry of entries) {
    const tag = demoTag(entry.slug)
    if (!customElements.get(tag)) customElements.define(tag, createDemoElement(entry))
  }
}

/** Defines the elements of the given slugs only (the `statebook-elements/<slug>` entries). */
export function registerDemoElementsBySlug(...slugs: string[]) {
  const entries = slugs.map((slug) => findDemo(slug))
  const unknown = slugs.filter((_, index) => !entries[index])
  if (unknown.length > 0) throw new Error(`statebook-elements: no demo named ${unknown.join(", ")}`)
  registerDemoElements(entries as CatalogEntry[])
}
