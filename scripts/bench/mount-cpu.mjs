// `node scripts/bench/mount-cpu.mjs <build-a>/lib <build-b>/lib`: an A/B of what mounting 50
// `<demo-accordion>` costs the page, with and without `no-toolbar`, in Chromium's own counters
// (Performance.getMetrics: task, script, style, layout time, DOM nodes) from the moment they
// are appended until each shows its widget and, with a toolbar, its tablist. Wall-clock times
// (run-scale.mjs) swing by 2x on the shared 2-core machine; these counters barely do.
// RUNS (default 5) sets the runs; medians print. Build each side with `npm run build:lib`.
import { mkdtemp } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "playwright-core"
import { loadTs as load } from "../load-ts.mjs"
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs"

const builds = process.argv.slice(2)
if (builds.length === 0) throw new Error("usage: mount-cpu.mjs <dist/lib> [<other dist/lib>…]")
const RUNS = Number(process.env.RUNS ?? 5)
const COUNT = 50
const { catalog } = await load("./src/catalog.ts")
const { benchDemos } = await load("./scripts/bench/catalog-demos.ts")
const { writeScalePages } = await load("./scripts/bench/bench-pages.ts")
const { serveGzipped } = await load("./scripts/bench/gzip-server.ts")

const pagesDir = await mkdtemp(join(tmpdir(), "statebook-mount-cpu-"))
await writeScalePages(
  pagesDir,
  benchDemos(catalog).map((demo) => demo.slug),
  "accordion",
)
const KEYS = ["TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "Nodes"]
const metrics = async (cdp) =>
  Object.fromEntries(
    (await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]),
  )

async function measure(browser, build, attribute) {
  const server = await serveGzipped([
    { prefix: "/lib/", dir: build },
    { prefix: "/bench/", dir: pagesDir },
  ])
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Performance.enable")
    await page.goto(`${server.url}/bench/scale-accordion.html`)
    const append = (count) =>
      page.evaluate(`for (let i = 0; i < ${count}; i++) {
        const element = document.createElement("demo-accordion")
        element.setAttribute("loading", "eager")
        ${attribute ? `element.setAttribute("${attribute}", "")` : ""}
        document.body.append(element)
      }`)
    const shown = (count) =>
      page.waitForFunction(
        `[...document.querySelectorAll("demo-accordion")].filter((element) =>
          element.shadowRoot?.querySelector(".sb-stage [data-part]") &&
          (${Boolean(attribute)} || element.shadowRoot.querySelector('[role="tablist"]'))).length === ${count}`,
        undefined,
        { timeout: 20_000, polling: 50 },
      )
    // One instance first, so the demo's and the toolbar's code are loaded and compiled.
    await append(1)
    await shown(1)
    await page.waitForTimeout(500)
    await page.evaluate("document.body.replaceChildren()")
    const before = await metrics(cdp)
    await append(COUNT)
    await shown(COUNT)
    // The work a shown instance still queues (near-viewport renders) counts too.
    await page.waitForTimeout(300)
    const after = await metrics(cdp)
    return KEYS.map((key) => (after[key] - before[key]) * (key === "Nodes" ? 1 : 1000))
  } finally {
    await context.close()
    await server.close()
  }
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const results = new Map()
try {
  for (let run = 0; run < RUNS; run++)
    for (const build of builds)
      for (const attribute of ["", "no-toolbar"]) {
        const label = `${build}${attribute ? ` ${attribute}` : ""}`
        results.set(label, [
          ...(results.get(label) ?? []),
          await measure(browser, build, attribute),
        ])
      }
} finally {
  await browser.close()
}
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(
  `${COUNT} accordions, medians of ${RUNS} runs: task, script, style, layout ms; DOM nodes`,
)
for (const [label, rows] of results)
  console.log(
    label,
    KEYS.map((_, index) => median(rows.map((row) => row[index])).toFixed(index === 4 ? 0 : 1)).join(
      "  ",
    ),
  )
