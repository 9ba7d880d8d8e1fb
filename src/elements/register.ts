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
