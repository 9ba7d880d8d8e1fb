import { demoTag } from "../../demo-tag"
import { name as PACKAGE } from "../../../package.json"

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
