import { demoTag } from "../catalog"

/** Where the published element bundle lives once `statebook` is installed (see README). */
export const ELEMENTS_URL = "/node_modules/statebook/dist/lib/elements.js"

/** The HTML a docs author pastes to embed a demo; shown on the site as text, never parsed. */
export function embedSnippet(slug: string): string {
  return [
    `<script type="module" src="${ELEMENTS_URL}"></script>`,
    `<${demoTag(slug)}></${demoTag(slug)}>`,
  ].join("\n")
}

/** Escapes a value for a double-quoted HTML attribute. */
function attributeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
}

/**
 * The element's markup with the given settings as attributes (keys are attribute names,
 * only the non-default settings): `true` is a bare attribute, as HTML booleans are.
 */
export function elementMarkup(
  slug: string,
  attributes: Record<string, string | number | boolean> = {},
): string {
  const tag = demoTag(slug)
  const parts = Object.entries(attributes).map(([name, value]) =>
    value === true ? name : `${name}="${attributeText(String(value))}"`,
  )
  return `<${[tag, ...parts].join(" ")}></${tag}>`
}
