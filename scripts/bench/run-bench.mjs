// `npm run bench` (after `npm run build`): issue 10's benchmark. Serves dist/ gzipped on
// 127.0.0.1, loads each page cold in Debian Chromium, prints the medians with their ratios
// to the floor page, and rewrites the generated part of docs/performance.md.
// BENCH_RUNS (default 9) and BENCH_DEMOS (comma-separated slugs) narrow a trial run.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "playwright-core"
import { runnerImport } from "vite"
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs"

const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: "error" })).module

const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const SLUGS = (process.env.BENCH_DEMOS ?? "accordion,dialog,date-picker,tour").split(",")
// A hung browser must not hold the shared machine: the whole benchmark gets 20 minutes.
const watchdog = setTimeout(() => {
  console.error("bench: over 20 minutes, giving up")
  process.exit(2)
}, 20 * 60_000)
watchdog.unref()

const { catalog } = await load("./src/catalog.ts")
const { benchDemos } = await load("./scripts/bench/catalog-demos.ts")
const { writeBenchPages, writeScalePages, SHARED_PAGE_DEMOS } = await load(
  "./scripts/bench/bench-pages.ts",
)
const scale = await load("./scripts/bench/scale-runs.ts")
const { serveGzipped } = await load("./scripts/bench/gzip-server.ts")
const { benchDemo } = await load("./scripts/bench/bench-runs.ts")
const { readBuilds } = await load("./scripts/bench/read-builds.ts")
const { budgetRow } = await load("./scripts/bench/budgets.ts")
const report = await load("./scripts/bench/bench-report.ts")

const demos = benchDemos(catalog)
const measured = SLUGS.map((slug) => {
  const demo = demos.find((candidate) => candidate.slug === slug)
  if (!demo) throw new Error(`BENCH_DEMOS: no demo ${slug} in the catalog`)
  return demo
})

const builds = await readBuilds()
const budgetRows = []
for (const demo of demos) budgetRows.push(await budgetRow(demo, builds.lib, builds.app))

const pagesDir = await mkdtemp(join(tmpdir(), "statebook-bench-"))
for (const demo of measured) await writeBenchPages(pagesDir, demo)
const MANY = "accordion"
await writeScalePages(
  pagesDir,
  demos.map((demo) => demo.slug),
  MANY,
)
const server = await serveGzipped([
  { prefix: "/lib/", dir: "dist/lib" },
  { prefix: "/bench/", dir: pagesDir },
  // Each route's prerendered page; the fallback page for any other path.
  { prefix: "/", dir: "dist/app", directoryIndex: true, fallback: "404.html" },
])
const launch = (args = []) =>
  chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, ...args] })
const browser = await launch()
const results = {}
try {
  for (const demo of measured) {
    console.log(`bench: ${demo.slug}, ${RUNS} runs of each page…`)
    results[demo.slug] = await benchDemo(browser, server.url, demo.slug, RUNS)
  }
  console.log("bench: at scale…")
  const atScale = {
    shared: await scale.measureSharedCode(
      browser,
      `${server.url}/bench/scale-shared.html`,
      SHARED_PAGE_DEMOS,
      builds.lib.stats,
    ),
    many: await scale.measureManyInstances(
      browser,
      `${server.url}/bench/scale-${MANY}.html`,
      `demo-${MANY}`,
      RUNS,
    ),
  }
  const gcBrowser = await launch(["--js-flags=--expose-gc"])
  try {
    atScale.cycles = await scale.measureMountCycles(
      gcBrowser,
      `${server.url}/bench/scale-all.html`,
      demos.map((demo) => `demo-${demo.slug}`),
      20,
    )
  } finally {
    await gcBrowser.close()
  }
  const machine = report.machineDescription(browser.version())
  console.log(`\n${report.benchTable(results)}\n\n${report.scaleTable(atScale)}\n`)
  await report.writePerformanceDoc("docs/performance.md", {
    machine,
    runs: RUNS,
    results,
    atScale,
    budgetRows,
    builds,
    demoFiles: new Map(measured.map((demo) => [demo.slug, demo.demoFile])),
  })
  console.log("bench: wrote docs/performance.md")
} finally {
  await browser.close()
  await server.close()
  await rm(pagesDir, { recursive: true, force: true })
}
