/** The demos in nav order: sorted by label, as a visitor reads them. */
export function demosByLabel<D extends { label: string }>(demos: readonly D[]): D[] {
  return [...demos].sort((a, b) => a.label.localeCompare(b.label, "en"))
}
