import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { pagePath } from "../../scripts/prerender/prerender-plugin"
import { routeHtml } from "../../scripts/prerender/route-html"

// What Vite writes as index.html, in short: the entry, its preload and stylesheet.
const TEMPLATE = [
  "<html><head><title>Statebook</title>",
  "    <!-- A note for the template's editors. -->",
  '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-b.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
  "  </head><body>",
  '<div id="app"></div>',
  "</body></html>",
].join("\n")

describe("a route's prerendered HTML", () => {
  const html = routeHtml(TEMPLATE, {
    path: "/accordion",
    title: "Accordion · Statebook",
    markup: "<main><h1>Accordion</h1></main>",
    modules: ["assets/accordion-d.js", "assets/react-b.js", "assets/kit-e.js"],
    stylesheets: ["assets/index-c.css", "assets/accordion-f.css"],
  })

  it("leaves out the template's comments, and keeps the markup's text separators", () => {
    expect(html).not.toContain("editors")
    const separated = routeHtml(TEMPLATE, {
      path: "/x",
      title: "X",
      markup: "<p>a<!-- -->b</p>",
      modules: [],
      stylesheets: [],
    })
    expect(separated).toContain("<p>a<!-- -->b</p>")
  })

  it("has the route's title and markup, marked with the path it was rendered for", () => {
    expect(html).toContain("<title>Accordion · Statebook</title>")
    expect(html).toContain(
      '<div id="app" data-prerendered="/accordion"><main><h1>Accordion</h1></main></div>',
    )
  })

  it("preloads what the page needs once, after what the entry already links", () => {
    const links = [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    )
    expect(links).toEqual([
      "modulepreload /assets/react-b.js",
      "stylesheet /assets/index-c.css",
      "modulepreload /assets/accordion-d.js",
      "modulepreload /assets/kit-e.js",
      "stylesheet /assets/accordion-f.css",
    ])
  })

  it("escapes the title as text", () => {
    const page = routeHtml(TEMPLATE, { ...pageParts, title: "A <b> & C" })
    expect(page).toContain("<title>A &lt;b&gt; &amp; C</title>")
  })

  it("refuses a page it cannot prerender into", () => {
    expect(() => routeHtml("<html></html>", pageParts)).toThrow(/<div id="app">/)
  })
})

const pageParts = { path: "/", title: "Statebook", markup: "", modules: [], stylesheets: [] }

describe("the page a host serves at a path", () => {
  const outDir = mkdtempSync(join(tmpdir(), "statebook-pages-"))
  mkdirSync(join(outDir, "accordion"))
  writeFileSync(join(outDir, "accordion", "index.html"), "")

  it("is <slug>/index.html for /<slug>, with or without the slash", () => {
    expect(pagePath(outDir, "/accordion")).toBe("/accordion/index.html")
    expect(pagePath(outDir, "/accordion/")).toBe("/accordion/index.html")
  })

  it("is none for home, files, unbuilt routes and malformed paths", () => {
    for (const path of ["/", "/assets/a.js", "/dialog", "/%2e%2e/%2e%2e/etc", "/%E0%A4%A"])
      expect(pagePath(outDir, path), path).toBeUndefined()
  })
})
