// The stylesheet a page links so its demos take no room at first and then push the text below
// them down (layout shift): each demo element keeps the height it will have until it has it.
// Heights come from reserved-heights.json (written by measure-heights.mjs, checked by a browser
// test); an element gives the reservation up with `:state(settled)` (src/elements/element-control.ts).

/** One demo's settled heights in px, measured in the two LAYOUTS (layouts.ts). */
export interface ReservedHeights {
  toolbar: number
  noToolbar: number
  narrowToolbar: number
  narrowNoToolbar: number
}

/** A desktop docs column; below it the toolbar wraps under the widget, so heights change. */
export const NARROW_BELOW = "40rem"

/**
 * The CSS for every demo in `heights`. Browsers without custom-state selectors drop the rules: the page
 * behaves as it did without the file.
 */
export function reserveCss(heights: Record<string, ReservedHeights>): string {
  // Not for a hidden element: a page rule's `display` would win over the `hidden` attribute.
  const rule = (slug: string, attribute: string, px: number) =>
    `demo-${slug}:not([hidden])${attribute}:not(:state(settled)) { display: block; min-height: ${px}px; }`
  const wide: string[] = []
  const narrow: string[] = []
  for (const [slug, h] of Object.entries(heights).sort(([a], [b]) => a.localeCompare(b))) {
    wide.push(rule(slug, ":not([no-toolbar])", h.toolbar), rule(slug, "[no-toolbar]", h.noToolbar))
    narrow.push(
      `  ${rule(slug, ":not([no-toolbar])", h.narrowToolbar)}`,
      `  ${rule(slug, "[no-toolbar]", h.narrowNoToolbar)}`,
    )
  }
  return [
    "/* statebook-elements: room for each demo before it renders (docs/embedding.md). */",
    ...wide,
    `@media (max-width: ${NARROW_BELOW}) {`,
    ...narrow,
    "}",
    "",
  ].join("\n")
}
