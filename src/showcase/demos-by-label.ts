/**
 * The demos in nav order: sorted by label, as a visitor reads them. A variant's label is its
 * demo's, ": ", then its own ("Combobox: Async"): compared part by part, it sorts right under
 * its demo, before the next demo whose name merely starts the same ("Combobox Tabs").
 */
export function demosByLabel<D extends { label: string }>(demos: readonly D[]): D[] {
  return [...demos].sort((a, b) => byParts(a.label.split(": "), b.label.split(": ")))
}

function byParts(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = a[i]!.localeCompare(b[i]!, "en")
    if (order !== 0) return order
  }
  return a.length - b.length
}
