// `npm run bench` (after `npm run build`): issue 10's benchmark. Serves dist/ gzipped on
// 127.0.0.1, loads each page cold in Debian Chromium, prints the medians with their ratios
// to the floor page, and rewrites the generated part of docs/performance.md.
// Every page loads over the loopback as it is and over an emulated 40 ms / 10 Mbit/s network.
// Then the many-demos page (issue 20 item 5): 30 demos on one docs page, built four ways, the
// Storybook and Ladle ones from scripts/bench/iframe-hosts (installed and built here).
// BENCH_RUNS (default 7) and BENCH_DEMOS (comma-separated slugs) narrow a trial run.
import { readFileSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { chromium } from "playwright-core"
import { loadTs as load } from "../load-ts.mjs"
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs"

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
const loadAtStart = loadAverage()
const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
// 7 runs keep the whole benchmark near 12 minutes on the shared 2-core machine.
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const SLUGS = (process.env.BENCH_DEMOS ?? "accordion,dialog,date-picker,tour").split(",")
// A hung browser must not hold the shared machine: the whole benchmark gets 20 minutes.
const watchdog = setTimeout(() => {
  console.error("bench: over 20 minutes, giving up")
  process.exit(2)
}, 20 * 60_000)
watchdog.unref()

const { catalog } = await load("./src/catalog.ts")
const { benchDemos } = await load("./scripts/bench/catalog-demos.ts")
const { writeBenchPages, writeAtScalePages, SHARED_PAGE_DEMOS } = await load(
  "./scripts/bench/bench-pages.ts",
)
const { NETWORKS } = await load("./scripts/bench/network.ts")
const { pickManyDemos } = await load("./scripts/bench/many-demos/pick-demos.ts")
const { writeManyPages } = await load("./scripts/bench/many-demos/many-pages.ts")
const { benchManyDemos } = await load("./scripts/bench/many-demos/many-runs.ts")
const { manyDemosTable, iframeComparison } = await load("./scripts/bench/many-demos/many-report.ts")
const { buildIframeHosts } = await load("./scripts/bench/iframe-hosts/build-hosts.ts")
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
// The built server API, for the prerendered embed pages.
const { renderDemo } = await import(pathToFileURL("dist/lib/server/index.js").href)
for (const demo of measured) await writeBenchPages(pagesDir, demo, renderDemo)
const MANY = "accordion"
await writeAtScalePages(pagesDir, demos, MANY)

const manyDemos = await pickManyDemos(demos)
let hosts = []
try {
  hosts = await buildIframeHosts(manyDemos)
} catch (error) {
  console.error(`bench: the iframe hosts did not build, their rows are left out: ${error.message}`)
}
await writeManyPages(pagesDir, manyDemos, hosts)
const manyPages = ["floor", "elements", ...hosts.map((host) => host.name)]

const server = await serveGzipped([
  { prefix: "/lib/", dir: "dist/lib" },
  { prefix: "/bench/", dir: pagesDir },
  ...hosts.map((host) => host.mount),
  // Each route's prerendered page; the fallback page for any other path.
  { prefix: "/", dir: "dist/app", directoryIndex: true, fallback: "404.html" },
])
// Nothing may leave 127.0.0.1: any other host name fails to resolve.
const LOCAL_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"
const launch = (args = []) =>
  chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, LOCAL_ONLY, ...args],
  })
const browser = await launch()
const results = {}
const many = {}
try {
  for (const network of NETWORKS) {
    results[network] = {}
    for (const demo of measured) {
      console.log(`bench: ${demo.slug}, ${RUNS} runs of each page, ${network} (${elapsed()})…`)
      results[network][demo.slug] = await benchDemo(browser, server.url, demo.slug, RUNS, network)
    }
  }
  for (const network of NETWORKS) {
    console.log(`bench: many demos, ${RUNS} runs of each page, ${network} (${elapsed()})…`)
    many[network] = await benchManyDemos(
      browser,
      server.url,
      manyPages,
      manyDemos.length,
      network,
      RUNS,
    )
  }
  console.log(`bench: at scale (${elapsed()})…`)
  const atScale = {
    shared: await scale.measureSharedCode(
      browser,
      `${server.url}/bench/scale-shared.html`,
      SHARED_PAGE_DEMOS,
      builds.lib.stats,
    ),
    many: await scale.measureManyInstances(
      browser,
      [
        scale.elementMounter(`${server.url}/bench/scale-${MANY}.html`, `demo-${MANY}`),
        scale.elementMounter(
          `${server.url}/bench/scale-${MANY}.html`,
          `demo-${MANY}`,
          "no-toolbar",
        ),
        scale.floorMounter(`${server.url}/bench/scale-floor-${MANY}.html`, `plain-React ${MANY}s`),
      ],
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
  const loadAtEnd = loadAverage()
  for (const network of NETWORKS)
    console.log(`\n${network}:\n${report.benchTable(results[network])}`)
  console.log(`\n${manyDemosTable(many, manyDemos.length)}\n\n${iframeComparison(many)}`)
  console.log(`\n${report.scaleTable(atScale)}\n\nload average: ${loadAtStart} → ${loadAtEnd}\n`)
  await report.writePerformanceDoc("docs/performance.md", {
    machine,
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    runs: RUNS,
    results,
    manyDemos: {
      demos: manyDemos.map((demo) => demo.slug),
      hosts: hosts.map((host) => host.label),
      results: many,
    },
    atScale,
    budgetRows,
    builds,
    demoFiles: new Map(measured.map((demo) => [demo.slug, demo.demoFile])),
  })
  console.log(`bench: wrote docs/performance.md (${elapsed()})`)
} finally {
  await browser.close()
  await server.close()
  await rm(pagesDir, { recursive: true, force: true })
}
