// Benchmark (not a test): the frame times of a 60 Hz slider drag, with the Visualizer tab
// open (chart, history and coverage live) and, as the baseline, with the Controls tab open.
// It builds and serves nothing: point it at a served showcase page of the slider demo, e.g.
//   npm run build && npm run preview    (then, in another shell)
//   node scripts/bench/visualizer-drag.mjs http://localhost:4173/slider
// or at `npm start`'s dev server (slower: development React). Options: --moves 240 (pointer
// moves per drag), --runs 3. Prints one row per tab with the time between animation frames
// (median, 95th percentile, worst) and how many frames missed the 16.7 ms budget.
import { chromium } from "playwright-core"
import { parseArgs } from "node:util"
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs"

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { moves: { type: "string", default: "240" }, runs: { type: "string", default: "3" } },
})
const url = positionals[0] ?? "http://localhost:4173/slider"
const moves = Number(values.moves)
const runs = Number(values.runs)
const FRAME = 1000 / 60

const executablePath = findChromium()
if (!executablePath) {
  console.error("No Chromium found: set CHROME_PATH or run `node scripts/ensure-test-tools.mjs`.")
  process.exit(1)
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
try {
  for (const tab of ["Controls", "Visualizer"]) {
    const intervals = []
    for (let run = 0; run < runs; run++) intervals.push(...(await dragOnce(tab)))
    report(tab, intervals)
  }
} finally {
  await browser.close()
}

async function dragOnce(tab) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
  try {
    await page.goto(url)
    const demo = page.locator("demo-slider, demo-range-slider").first()
    await demo.getByRole("tab", { name: tab }).click()
    if (tab === "Visualizer") await demo.getByRole("region", { name: "State chart" }).waitFor()
    const track = demo.locator('[data-part="control"]').first()
    const box = await track.boundingBox()
    if (!box) throw new Error(`No slider control on ${url}`)
    const y = box.y + box.height / 2

    // Frame timestamps, recorded by the page itself from requestAnimationFrame.
    // (Page functions: `globalThis` is the page's window.)
    await page.evaluate(() => {
      const page = globalThis
      const stamps = (page.frameStamps = [])
      const tick = (time) => {
        stamps.push(time)
        page.frameLoop = page.requestAnimationFrame(tick)
      }
      page.frameLoop = page.requestAnimationFrame(tick)
    })

    await page.mouse.move(box.x + 2, y)
    await page.mouse.down()
    const start = performance.now()
    for (let move = 1; move <= moves; move++) {
      // A back-and-forth sweep across the track, one pointer move per 60 Hz tick.
      const phase = (move % 120) / 120
      const along = phase < 0.5 ? phase * 2 : 2 - phase * 2
      await page.mouse.move(box.x + 2 + along * (box.width - 4), y)
      const wait = start + move * FRAME - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    }
    await page.mouse.up()

    // The drag must have reached the machine, or the numbers measure nothing.
    const visited = await demo.evaluate((element) => element.machineInfo?.visited ?? [])
    if (!visited.includes("dragging")) throw new Error(`The drag never reached ${url}'s slider`)
    const historyRows = await demo.locator(".sb-history-step").count()
    if (historyRows > 100) throw new Error(`The history grew to ${historyRows} rows, past its cap`)

    const stamps = await page.evaluate(() => {
      globalThis.cancelAnimationFrame(globalThis.frameLoop)
      return globalThis.frameStamps
    })
    return stamps.slice(1).map((time, index) => time - stamps[index])
  } finally {
    await page.close()
  }
}

function report(tab, intervals) {
  const sorted = [...intervals].sort((a, b) => a - b)
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]
  const missed = intervals.filter((interval) => interval > FRAME * 1.5).length
  const row = [
    `slider drag, ${tab} tab open`.padEnd(34),
    `frames ${String(intervals.length).padStart(5)}`,
    `median ${at(0.5).toFixed(1).padStart(5)} ms`,
    `p95 ${at(0.95).toFixed(1).padStart(5)} ms`,
    `worst ${sorted.at(-1).toFixed(1).padStart(6)} ms`,
    `missed ${missed} (${((missed / intervals.length) * 100).toFixed(1)}%)`,
  ]
  console.log(row.join(" | "))
}
