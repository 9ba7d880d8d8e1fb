// The stylesheet a page links so its demos take no room at first and then push the text below
// them down (layout shift): each demo element keeps the height it will have until it has it.
// Heights come from each demo's `<slug>.heights.json` in its folder, which the catalog reads
// (written by measure-heights.mjs, checked by a browser test); an element gives the
// reservation up with `:state(settled)` (src/elements/runtime/element-control.ts).
import type { ReservedHeights } from "../../src/components/kit/runtime/demo-types"

/** One demo's settled heights in px, measured in the two LAYOUTS (layouts.ts). */
export type { ReservedHeights }

/** A desktop docs column; below it the toolbar wraps under the widget, so heights change. */
export const NARROW_BELOW = "40rem"

/** How long a tag may stay undefined before its box says why (a slow network takes about this). */
export const UNDEFINED_HINT_DELAY = "5s"

/**
 * The text an undefined tag shows after UNDEFINED_HINT_DELAY. A tag stays undefined when no
 * entry of the package ever ran in the browser (an import that ran only on the server, a
 * plugin file the host does not read), and nothing else tells the author: this is the
 * likeliest mistake, and it was silent in every host where it happened.
 */
export const UNDEFINED_HINT =
  "This demo's code was never loaded in the browser: import statebook-elements (or this demo's entry) in a script that runs in the page. Recipes for each docs host: statebook-elements/docs/embedding.md."

/**
 * The rule that shows UNDEFINED_HINT in the reserved box of every tag still undefined after the
 * delay: generated content, so it needs no script, and it goes the moment the tag is defined.
 */
function undefinedHintCss(slugs: string[]): string {
  const tags = slugs.map((slug) => `demo-${slug}`).join(", ")
  return [
    `:is(${tags}):not(:defined)::before {`,
    `  content: ${JSON.stringify(UNDEFINED_HINT)};`,
    "  display: block; visibility: hidden; padding: 1rem; border: 1px dashed; font-size: 0.875rem;",
    `  animation: statebook-undefined-hint 0s ${UNDEFINED_HINT_DELAY} forwards;`,
    "}",
    "@keyframes statebook-undefined-hint { to { visibility: visible; } }",
  ].join("\n")
}

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
    undefinedHintCss(Object.keys(heights).sort()),
    "",
  ].join("\n")
}
