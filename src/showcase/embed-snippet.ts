import { demoTag } from "../catalog"
import { name as PACKAGE } from "../../package.json"

// What a docs author pastes to embed a demo; shown on the site as text, never parsed. The
// package name comes from package.json, so a snippet cannot name a package that is not ours.

/** With a bundler (any docs engine or app): install the package, import the demo's entry. */
export function bundlerSnippet(slug: string): string {
  return [
    `npm install ${PACKAGE}`,
    "",
    `import "${PACKAGE}/${slug}"`,
    "",
    `<${demoTag(slug)}></${demoTag(slug)}>`,
  ].join("\n")
}

/**
 * Without one (plain HTML, a generator that is not JavaScript): the package's `dist/lib`
 * folder copied to the site's static files, served from a URL the author chooses.
 */
export function scriptTagSnippet(slug: string, libUrl = "/statebook"): string {
  return [
    `<!-- ${PACKAGE}'s dist/lib folder, copied to your static files as ${libUrl} -->`,
    `<script type="module" src="${libUrl}/elements/${slug}.js"></script>`,
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
