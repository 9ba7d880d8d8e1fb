import { catalog, type CatalogEntry } from "../catalog"

/** The demos in nav order: sorted by label (SPEC §2), as a visitor reads them. */
export function demosByLabel(entries: readonly CatalogEntry[] = catalog): CatalogEntry[] {
  return [...entries].sort((a, b) => a.label.localeCompare(b.label, "en"))
}
