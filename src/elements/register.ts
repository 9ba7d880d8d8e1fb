import { catalog, demoTag, type CatalogEntry } from "../catalog"
import { createDemoElement } from "./define-demo-element"

/**
 * Defines `<demo-<slug>>` for each entry. Guarded: a tag someone already defined (this
 * bundle loaded twice, or two versions on one page) is left alone instead of throwing.
 */
export function registerDemoElements(entries: readonly CatalogEntry[] = catalog) {
  for (const entry of entries) {
    const tag = demoTag(entry.slug)
    if (!customElements.get(tag)) customElements.define(tag, createDemoElement(entry))
  }
}

/** Defines the elements of the given slugs only (the `statebook/elements/<slug>` entries). */
export function registerDemoElementsBySlug(...slugs: string[]) {
  const unknown = slugs.filter((slug) => !catalog.some((entry) => entry.slug === slug))
  if (unknown.length > 0) throw new Error(`statebook: no demo named ${unknown.join(", ")}`)
  registerDemoElements(catalog.filter((entry) => slugs.includes(entry.slug)))
}
