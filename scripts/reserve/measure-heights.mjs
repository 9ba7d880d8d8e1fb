/* global customElements, document, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// `npm run measure-heights`: how tall each demo element is once it has settled (its widget
// and its toolbar's open tab rendered), with and without its toolbar, in a desktop docs column
// and on a phone. Writes each demo's `<slug>.heights.json` in its folder (found through the
// catalog), the source of reserve.css. Run it after changing a demo's layout or its settings;
// test/browser/sweeps/reserved-heights.test.ts says when a figure is out of date. Needs
// `npm run build:lib` first, and Chromium.
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "playwright-core"
import { loadTs as load } from "../load-ts.mjs"

const { catalog } = await load("./src/catalog.ts")
const { serveGzipped } = await load("./scripts/bench/gzip-server.ts")
const { LAYOUTS } = await load("./scripts/reserve/layouts.ts")

const slugs = catalog.map((entry) => entry.slug)

// The page and the elements from one origin, as a docs site serves them.
const pages = mkdtempSync(join(tmpdir(), "sb-heights-"))
for (const layout of LAYOUTS)
  writeFileSync(
    join(pages, `${layout.column}.html`),
    `<!doctype html><meta charset="utf-8"><body style="margin:0"><main style="width:${layout.column}px;margin:0 auto"></main><script type="module" src="/lib/elements.js"></script>`,
  )
const server = await serveGzipped([
  { prefix: "/lib/", dir: "dist/lib" },
  { prefix: "/", dir: pages },
])
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
})
const heights = Object.fromEntries(slugs.map((slug) => [slug, {}]))
try {
  for (const layout of LAYOUTS) {
    const page = await browser.newPage({ viewport: layout.viewport })
    await page.goto(`${server.url}/${layout.column}.html`)
    await page.waitForFunction(() => customElements.get("demo-accordion"))
    for (const slug of slugs) {
      for (const [key, toolbar] of Object.entries(layout.keys)) {
        heights[slug][key] = await page.evaluate(
          ([tag, toolbar]) =>
            new Promise((resolve, reject) => {
              const element = document.createElement(tag)
              if (!toolbar) element.setAttribute("no-toolbar", "")
              document.querySelector("main").replaceChildren(element)
              const started = performance.now()
              const poll = () => {
                if (element.matches(":state(settled)"))
                  return resolve(Math.round(element.getBoundingClientRect().height))
                if (performance.now() - started > 10_000)
                  return reject(new Error(`${tag} never settled`))
                requestAnimationFrame(poll)
              }
              poll()
            }),
          [`demo-${slug}`, toolbar],
        )
      }
    }
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
}
for (const entry of catalog)
  writeFileSync(entry.files.heights.slice(1), `${JSON.stringify(heights[entry.slug], null, 2)}\n`)
console.log(`measure-heights: wrote the heights of ${slugs.length} demos (<slug>.heights.json)`)
