// `node scripts/bench/run-scale.mjs` (after `npm run build`): only the many-instances part of
// the benchmark (issue 34 item 4), a few minutes instead of the whole bench's twelve.
// BENCH_RUNS (default 5) sets the runs per mounter, BENCH_DIST another build to serve (an A/B
// comparison); the medians and ratios to plain React print.
import { mkdtemp } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "playwright-core"
import { loadTs as load } from "../load-ts.mjs"
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const MANY = "accordion"
const { catalog } = await load("./src/catalog.ts")
const { benchDemos } = await load("./scripts/bench/catalog-demos.ts")
const { writeAtScalePages } = await load("./scripts/bench/bench-pages.ts")
const scale = await load("./scripts/bench/scale-runs.ts")
const { serveGzipped } = await load("./scripts/bench/gzip-server.ts")

const demos = benchDemos(catalog)
const pagesDir = await mkdtemp(join(tmpdir(), "statebook-scale-"))
await writeAtScalePages(pagesDir, demos, MANY)
const server = await serveGzipped([
  { prefix: "/lib/", dir: process.env.BENCH_DIST ?? "dist/lib" },
  { prefix: "/bench/", dir: pagesDir },
])
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"],
})
try {
  const rows = await scale.measureManyInstances(
    browser,
    [
      scale.elementMounter(`${server.url}/bench/scale-${MANY}.html`, `demo-${MANY}`),
      scale.elementMounter(`${server.url}/bench/scale-${MANY}.html`, `demo-${MANY}`, "no-toolbar"),
      scale.floorMounter(`${server.url}/bench/scale-floor-${MANY}.html`, `plain-React ${MANY}s`),
    ],
    RUNS,
  )
  const floor = rows.at(-1)
  for (const row of rows)
    console.log(
      `${row.label.padEnd(36)} ${row.few}: ${row.fewMs.toFixed(1)} ms (${(row.fewMs / floor.fewMs).toFixed(2)}x)` +
        `  ${row.many}: ${row.manyMs.toFixed(1)} ms (${(row.manyMs / floor.manyMs).toFixed(2)}x)`,
    )
} finally {
  await browser.close()
  await server.close()
}
