import type { Browser, Page, Request } from "playwright-core"
import { emulateNetwork, type Network } from "../network"
import {
  ARM_PROBE,
  FIRST_VIEWPORT_SLOTS,
  INSTRUMENT,
  SCROLL_TO_END,
  SHOWN_COUNT,
  type FrameRecord,
} from "./instrument"

/**
 * One cold load of a many-demos page, measured as a reader meets it: the first widget, the
 * first screen's widgets answering a click, the main thread's blocking time while loading and
 * while scrolling to the end, the bytes before and after scrolling, and the heap at the end.
 */

export interface ManyMeasure {
  /** Navigation start to the first demo widget shown (in the DOM with a box), any frame. */
  firstWidgetMs: number
  /** Navigation start until every first-viewport demo answered a real click. */
  interactiveMs: number
  /** Sum over long tasks of their time beyond 50 ms, until the page was loaded and quiet. */
  loadBlockingMs: number
  /** The same, from the first scroll until the end was reached and the network was quiet. */
  scrollBlockingMs: number
  /** Response bodies as sent (gzip), before scrolling and in all. */
  firstViewportBytes: number
  totalBytes: number
  requests: number
  /** JS heap in use after a forced garbage collection at the end (iframes included). */
  heapBytes: number
  /** Demos showing their widget at the end (all of them, or the page is broken). */
  shown: number
}

const QUIET_MS = 500
const LOAD_TIMEOUT = 60_000

/** Requests in flight, and a wait for none during QUIET_MS. */
function trackNetwork(page: Page) {
  const inFlight = new Set<Request>()
  const finished: Request[] = []
  const outside: string[] = []
  let lastChange = Date.now()
  page.on("request", (request) => {
    const { protocol, hostname } = new URL(request.url())
    if (protocol.startsWith("http") && hostname !== "127.0.0.1") outside.push(request.url())
    inFlight.add(request)
    lastChange = Date.now()
  })
  const done = (request: Request) => {
    inFlight.delete(request)
    lastChange = Date.now()
  }
  page.on("requestfinished", (request) => {
    finished.push(request)
    done(request)
  })
  page.on("requestfailed", done)
  const quiet = async () => {
    const deadline = Date.now() + LOAD_TIMEOUT
    while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`network still busy: ${inFlight.size} requests`)
      await page.waitForTimeout(50)
    }
  }
  const bytes = async () => {
    let sum = 0
    for (const request of [...finished]) sum += (await request.sizes()).responseBodySize
    return sum
  }
  return { quiet, bytes, finished, outside }
}

/** Clicks each first-viewport demo once it shows, until it answers; epoch ms of the last answer. */
async function probeFirstViewport(page: Page): Promise<number> {
  const slugs = (await page.evaluate(FIRST_VIEWPORT_SLOTS)) as string[]
  let last = 0
  for (const slug of slugs) {
    let answered: number | undefined
    for (let attempt = 0; attempt < 3 && answered === undefined; attempt++) {
      const point = await page.waitForFunction(
        `(${ARM_PROBE})(${JSON.stringify(slug)})`,
        undefined,
        {
          timeout: LOAD_TIMEOUT,
          polling: 10,
        },
      )
      const { x, y } = (await point.jsonValue()) as { x: number; y: number }
      await page.mouse.click(x, y)
      const answer = await page
        .waitForFunction(`window.__manyProbe?.[${JSON.stringify(slug)}]`, undefined, {
          timeout: 5_000,
          polling: 10,
        })
        .catch(() => undefined)
      answered = answer ? ((await answer.jsonValue()) as number) : undefined
    }
    if (answered === undefined) throw new Error(`${slug}: no answer to three clicks`)
    last = Math.max(last, answered)
  }
  return last
}

/**
 * Every frame's records. Same-origin frames share the main thread, and each frame's observer
 * may report the same task (start times a fraction of a millisecond apart): merged here.
 */
async function frameRecords(page: Page) {
  let firstWidgetAt = Infinity
  const seen: { start: number; duration: number }[] = []
  for (const frame of page.frames()) {
    const record = (await frame.evaluate("window.__manyBench").catch(() => undefined)) as
      FrameRecord | undefined
    if (!record) continue
    if (record.firstWidgetAt !== undefined)
      firstWidgetAt = Math.min(firstWidgetAt, record.firstWidgetAt)
    seen.push(...record.longTasks)
  }
  seen.sort((a, b) => a.start - b.start)
  const longTasks: typeof seen = []
  for (const task of seen) {
    const previous = longTasks.at(-1)
    const same =
      previous &&
      Math.abs(task.start - previous.start) < 2 &&
      Math.abs(task.duration - previous.duration) < 2
    if (!same) longTasks.push(task)
  }
  return { firstWidgetAt, longTasks }
}

const blocking = (tasks: readonly { duration: number }[]) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)

export async function measureManyPage(
  browser: Browser,
  url: string,
  network: Network,
  demos: number,
): Promise<ManyMeasure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await emulateNetwork(cdp, network)
    const net = trackNetwork(page)
    await context.addInitScript(INSTRUMENT)
    await page.goto(url, { waitUntil: "domcontentloaded", timeout: LOAD_TIMEOUT })
    const start = (await page.evaluate("performance.timeOrigin")) as number
    const interactiveAt = await probeFirstViewport(page)
    await net.quiet()
    const firstViewportBytes = await net.bytes()
    const scrollStart = (await page.evaluate(
      "performance.timeOrigin + performance.now()",
    )) as number
    await page.evaluate(SCROLL_TO_END)
    await net.quiet()
    const deadline = Date.now() + LOAD_TIMEOUT
    let shown = (await page.evaluate(SHOWN_COUNT)) as number
    while (shown < demos && Date.now() < deadline) {
      await page.waitForTimeout(100)
      shown = (await page.evaluate(SHOWN_COUNT)) as number
    }
    const { firstWidgetAt, longTasks } = await frameRecords(page)
    await cdp.send("HeapProfiler.collectGarbage")
    const { usedSize } = await cdp.send("Runtime.getHeapUsage")
    if (net.outside.length > 0)
      throw new Error(`${url}: requests left 127.0.0.1: ${net.outside.slice(0, 3).join(", ")}`)
    return {
      firstWidgetMs: firstWidgetAt - start,
      interactiveMs: interactiveAt - start,
      loadBlockingMs: blocking(longTasks.filter((task) => task.start < scrollStart)),
      scrollBlockingMs: blocking(longTasks.filter((task) => task.start >= scrollStart)),
      firstViewportBytes,
      totalBytes: await net.bytes(),
      requests: net.finished.length,
      heapBytes: usedSize,
      shown,
    }
  } finally {
    await context.close()
  }
}
