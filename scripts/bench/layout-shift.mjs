/* global window -- addInitScript and evaluate callbacks run in the page */
// `node scripts/bench/layout-shift.mjs` (after `npm run build`): the layout shift score (CLS)
// of the 30-demo docs page while it loads, built as the floor demos, as `<demo-*>` elements,
// and as the elements with the package's reserve.css in the page's head. One load each, cold,
// 1280 × 720, headless Chromium, a `layout-shift` PerformanceObserver from before any script.
import { mkdtemp, readFile, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "playwright-core"
import { loadTs as load } from "../load-ts.mjs"

const { catalog } = await load("./src/catalog.ts")
const { benchDemos } = await load("./scripts/bench/catalog-demos.ts")
const { pickManyDemos } = await load("./scripts/bench/many-demos/pick-demos.ts")
const { writeManyPages } = await load("./scripts/bench/many-demos/many-pages.ts")
const { serveGzipped } = await load("./scripts/bench/gzip-server.ts")

const dir = await mkdtemp(join(tmpdir(), "sb-layout-shift-"))
await writeManyPages(dir, await pickManyDemos(benchDemos(catalog)), [])
const elementsPage = await readFile(join(dir, "many-elements.html"), "utf8")
await writeFile(
  join(dir, "many-elements-reserve.html"),
  elementsPage.replace("</head>", '<link rel="stylesheet" href="/lib/reserve.css"></head>'),
)
const pages = {
  "floor demos (plain React)": "many-floor.html",
  "`<demo-*>` elements": "many-elements.html",
  "`<demo-*>` elements with reserve.css": "many-elements-reserve.html",
}

const server = await serveGzipped([
  { prefix: "/lib/", dir: "dist/lib" },
  { prefix: "/bench/", dir },
])
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
})
try {
  for (const [label, file] of Object.entries(pages)) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    await page.addInitScript(() => {
      window.__layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (!entry.hadRecentInput) window.__layoutShift += entry.value
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto(`${server.url}/bench/${file}`)
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(1000)
    const score = await page.evaluate(() => window.__layoutShift)
    console.log(`${label}: CLS ${score.toFixed(4)} while loading`)
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
}
