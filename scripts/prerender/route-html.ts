/**
 * One route's HTML, from the page Vite built (index.html: theme-boot.js, the entry script,
 * its modulepreloads and stylesheet): that route's title, its prerendered markup in
 * `<div id="app">`, and links that fetch what the route needs alongside the entry.
 */

export interface RoutePage {
  path: string
  title: string
  markup: string
  /** Built JS files the route's page needs ("assets/accordion-x.js"), fetched at once. */
  modules: readonly string[]
  /** Built stylesheets it needs. */
  stylesheets: readonly string[]
}

const APP = '<div id="app"></div>'
const TITLE = /<title>[^<]*<\/title>/

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;")

/** The files a page already links to (entry, modulepreloads, stylesheets), from the site root. */
export function linkedFiles(html: string): Set<string> {
  const files = [...html.matchAll(/\b(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!)
  return new Set(files)
}

export function routeHtml(template: string, page: RoutePage): string {
  if (!template.includes(APP) || !TITLE.test(template))
    throw new Error(`index.html has no ${APP} or <title> to prerender into`)
  const linked = linkedFiles(template)
  const links = [
    ...page.modules
      .filter((file) => !linked.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
    ...page.stylesheets
      .filter((file) => !linked.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
  ]
  return (
    template
      // The template's comments are for its editors: no page ships them. (Only the
      // template's: the prerendered markup's `<!-- -->` separate text nodes for hydration.)
      .replace(/\n *<!--[\s\S]*?-->/g, "")
      .replace(TITLE, () => `<title>${escapeText(page.title)}</title>`)
      .replace(/( *)<\/head>/, (end, indent: string) =>
        [...links.map((link) => `${indent}  ${link}\n`), end].join(""),
      )
      .replace(
        APP,
        () => `<div id="app" data-prerendered="${escapeAttribute(page.path)}">${page.markup}</div>`,
      )
  )
}
