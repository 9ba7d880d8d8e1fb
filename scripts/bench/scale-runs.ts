import type { Browser, Page } from "playwright-core"
import { median } from "./bench-runs"
import type { BuildStats } from "./build-stats"
import { heapSummary, type HeapSummary } from "./heap-snapshot"
import { WIDGET_IN } from "./measure-page"

/**
 * Issue 10 item 5, at scale: several demos on one page share one React; many instances of a
 * demo mount in time that grows no faster than their number; mounting and unmounting every
 * element retains no heap. Pages are written by bench-pages.ts (`scale-*.html`).
 */

const mountTimeout = 20_000

/** In the page: how many `tag` elements (all demo elements when omitted) show their widget. */
const countShown = (page: Page, tag?: string) =>
  page.evaluate(`(() => {
    const widgetIn = ${WIDGET_IN}
    const elements = [...document.querySelectorAll(${JSON.stringify(tag ?? "*")})]
      .filter((element) => element.localName.startsWith("demo-"))
    return elements.filter((element) => element.shadowRoot && widgetIn(element.shadowRoot)).length
  })()`) as Promise<number>

async function waitForShown(page: Page, count: number, tag?: string): Promise<void> {
  const deadline = Date.now() + mountTimeout
  while ((await countShown(page, tag)) < count) {
    if (Date.now() > deadline)
      throw new Error(`only ${await countShown(page, tag)} of ${count} demos showed`)
    await page.waitForTimeout(10)
  }
}

export interface SharedCode {
  demos: number
  requests: number
  gzBytes: number
  /** Fetched files holding react-dom: 1 when React is downloaded once. */
  reactDomFiles: number
  /** Source modules present in more than one fetched file (a dependency bundled twice). */
  duplicatedModules: string[]
}

/** One page with one element of each of several demos, each by its own per-demo entry. */
export async function measureSharedCode(
  browser: Browser,
  url: string,
  demos: number,
  stats: BuildStats,
): Promise<SharedCode> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const fetched: { file: string; gzBytes: Promise<number> }[] = []
    page.on("requestfinished", (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith("/lib/"))
        fetched.push({
          file: path.slice("/lib/".length),
          gzBytes: request.sizes().then((sizes) => sizes.responseBodySize),
        })
    })
    await page.goto(url)
    await waitForShown(page, demos)
    await page.waitForLoadState("networkidle")
    const owners = new Map<string, number>()
    let reactDomFiles = 0
    for (const { file } of fetched) {
      const modules = stats.chunks.find((chunk) => chunk.fileName === file)?.modules ?? []
      if (modules.some((module) => module.id.startsWith("node_modules/react-dom/"))) reactDomFiles++
      for (const module of modules) owners.set(module.id, (owners.get(module.id) ?? 0) + 1)
    }
    let gzBytes = 0
    for (const { gzBytes: size } of fetched) gzBytes += await size
    return {
      demos,
      requests: fetched.length,
      gzBytes,
      reactDomFiles,
      duplicatedModules: [...owners].filter(([, count]) => count > 1).map(([id]) => id),
    }
  } finally {
    await context.close()
  }
}

/** How a page mounts instances of one demo, and counts those that show their widget. */
export interface Mounter {
  /** What the table calls them: "`<demo-accordion>`", "plain-React accordions". */
  label: string
  /** The page to load (it has the demo's code; its body starts empty). */
  url: string
  /** In-page source appending `count` instances to the body. */
  append: (count: number) => string
  /** In-page expression: how many instances show their widget. */
  shown: string
}

/**
 * In-page source: a new `tag` element that starts its demo wherever it is. Fifty accordions
 * are taller than a viewport, and these measures are about mounting, not about lazy loading
 * (elements from before `loading` existed ignore the attribute).
 */
const eagerElement = (tag: string) =>
  `(() => {
    const element = document.createElement(${tag})
    element.setAttribute("loading", "eager")
    return element
  })()`

/**
 * Instances of a demo element (with `attribute` set, if given), counted as shown when their
 * shadow root shows the widget.
 */
export const elementMounter = (url: string, tag: string, attribute?: string): Mounter => ({
  label: `\`<${tag}${attribute ? ` ${attribute}` : ""}>\``,
  url,
  append: (count) => `for (let i = 0; i < ${count}; i++) {
    const element = ${eagerElement(JSON.stringify(tag))}
    ${attribute ? `element.setAttribute(${JSON.stringify(attribute)}, "")` : ""}
    document.body.append(element)
  }`,
  shown: `[...document.querySelectorAll(${JSON.stringify(tag)})]
    .filter((element) => element.shadowRoot && widgetIn(element.shadowRoot)).length`,
})

/**
 * Instances of the demo rendered by plain React, one root each as an element has (the page's
 * `__mountFloor`, see bench-pages.ts), each in a `data-floor-instance` wrapper.
 */
export const floorMounter = (url: string, label: string): Mounter => ({
  label,
  url,
  append: (count) => `window.__mountFloor(${count})`,
  shown: `[...document.querySelectorAll("[data-floor-instance]")].filter((host) => widgetIn(host)).length`,
})

/**
 * Time for `count` instances of one demo to mount and show, its code already loaded (one
 * instance is shown and removed first, so the download is not part of it).
 */
async function mountTime(browser: Browser, mounter: Mounter, count: number) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(mounter.url)
    const shown = `(() => { const widgetIn = ${WIDGET_IN}; return ${mounter.shown} })()`
    await page.evaluate(mounter.append(1))
    await page.waitForFunction(`${shown} === 1`, undefined, { timeout: mountTimeout })
    await page.evaluate(`document.body.replaceChildren()`)
    return (await page.evaluate(`new Promise((resolve) => {
      const widgetIn = ${WIDGET_IN}
      const start = performance.now()
      ${mounter.append(count)}
      // Checked once per frame, when the browser would paint: polling every millisecond forced
      // a layout of the whole page each time and made the measurement itself grow with n.
      const check = () => (${mounter.shown} === ${count} ? resolve(performance.now() - start) : requestAnimationFrame(check))
      check()
    })`)) as number
  } finally {
    await context.close()
  }
}

export interface ManyInstances {
  label: string
  fewMs: number
  manyMs: number
  few: number
  many: number
}

/**
 * Medians of `runs` mounts of `few` and then `many` instances by each mounter, the mounters
 * taking turns within a run so that each sees the machine in the same state.
 */
export async function measureManyInstances(
  browser: Browser,
  mounters: readonly Mounter[],
  runs: number,
  few = 10,
  many = 50,
): Promise<ManyInstances[]> {
  const times = mounters.map(() => ({ few: [] as number[], many: [] as number[] }))
  for (let run = 0; run < runs; run++)
    for (const [index, mounter] of mounters.entries()) {
      times[index]!.few.push(await mountTime(browser, mounter, few))
      times[index]!.many.push(await mountTime(browser, mounter, many))
    }
  return mounters.map((mounter, index) => ({
    label: mounter.label,
    few,
    many,
    fewMs: median(times[index]!.few),
    manyMs: median(times[index]!.many),
  }))
}

export interface MountCycles {
  elements: number
  cycles: number
  /** `Runtime.getHeapUsage` after GC: everything, V8's compiled code included. */
  baselineBytes: number
  afterBytes: number
  /** Heap snapshots at the same two moments, compiled code apart (see heap-snapshot.ts). */
  baselineSnapshot: HeapSummary
  afterSnapshot: HeapSummary
}

/**
 * Heap retained by mounting and unmounting every demo element `cycles` times, after one
 * warm-up cycle (so loaded code and first-use caches are in the baseline). Needs a browser
 * launched with `--js-flags=--expose-gc`; the page collects with `gc()` and CDP measures.
 */
export async function measureMountCycles(
  browser: Browser,
  url: string,
  tags: readonly string[],
  cycles: number,
): Promise<MountCycles> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.goto(url)
    const cycle = async () => {
      await page.evaluate(
        `for (const tag of ${JSON.stringify(tags)}) document.body.append(${eagerElement("tag")})`,
      )
      await waitForShown(page, tags.length)
      await page.evaluate(`document.body.replaceChildren()`)
    }
    const heapAfterGc = async () => {
      // Unmounted React roots and zag services are released over a few tasks.
      await page.waitForTimeout(200)
      await page.evaluate(`gc(); gc()`)
      await cdp.send("HeapProfiler.collectGarbage")
      return (await cdp.send("Runtime.getHeapUsage")).usedSize
    }
    await cycle()
    const baselineBytes = await heapAfterGc()
    const baselineSnapshot = await heapSummary(cdp)
    for (let run = 0; run < cycles; run++) await cycle()
    const afterBytes = await heapAfterGc()
    const afterSnapshot = await heapSummary(cdp)
    return {
      elements: tags.length,
      cycles,
      baselineBytes,
      afterBytes,
      baselineSnapshot,
      afterSnapshot,
    }
  } finally {
    await context.close()
  }
}
