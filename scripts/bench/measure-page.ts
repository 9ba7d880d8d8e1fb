import type { Browser, Request } from "playwright-core"
import { emulateNetwork, type Network } from "./network"

/**
 * One cold load of one page in a fresh browser context (empty cache), measured until its
 * demo's widget shows. The widget is found the same way on every page: inside the demo's
 * stage (`part="stage"`, in the element's shadow root or the floor page's wrapper), the first
 * zag root, else the first zag part, else the first button (a tour shows no zag part until
 * started), the first of these with a box.
 */

export interface PageMeasure {
  /** Response bodies as sent (gzip) of the requests finished when the widget showed. */
  gzBytes: number
  requests: number
  /** From navigation start to the widget in the DOM with a box. */
  widgetMs: number
  /**
   * From navigation start to the widget answering input: its node rendered or hydrated by
   * React (it carries React's props). A server-rendered widget shows long before this.
   */
  liveMs: number
  /** Layout shift score (CLS, no input) from navigation until the page is idle. */
  layoutShift: number
  /** Main-thread script execution until then (CDP Performance `ScriptDuration`). */
  scriptMs: number
  /** JS heap in use after a forced garbage collection, once the network is idle. */
  heapBytes: number
  /** What was taken for the widget: "accordion root", "dialog trigger", "button". */
  widget: string
}

/** In-page source: the demo's widget inside a document or shadow root, if it is shown. */
export const WIDGET_IN = `(root) => {
  const stage = root.querySelector('[part~="stage"]')
  if (!stage) return undefined
  for (const selector of ['[data-scope][data-part="root"]', "[data-scope][data-part]", "button"]) {
    const found = [...stage.querySelectorAll(selector)].find((el) => el.getClientRects().length > 0)
    if (found) return found
  }
}`

/** In-page source: calls `onRoot` with every shadow root attached from now on. */
export const ON_SHADOW_ROOT = `(onRoot) => {
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init)
    onRoot(root)
    return root
  }
}`

// Runs before any page script: watches the document, every shadow root attached later and
// the declarative ones the parser makes (a server-rendered demo's); then, each frame, whether
// the widget answers input yet; and the layout shifts.
const WATCH_WIDGET = `(() => {
  const widgetIn = ${WIDGET_IN}
  const roots = [document]
  const declared = () => [...document.querySelectorAll("*")].map((el) => el.shadowRoot).filter(Boolean)
  const widget = () => [...roots, ...declared()].map(widgetIn).find(Boolean)
  const isLive = (node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))
  const watchLive = () => {
    const found = widget()
    if (found && isLive(found)) window.__liveAt = performance.now()
    else requestAnimationFrame(watchLive)
  }
  window.__layoutShift = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value
  }).observe({ type: "layout-shift", buffered: true })
  const observer = new MutationObserver(() => {
    if (window.__widgetAt === undefined && widget()) {
      window.__widgetAt = performance.now()
      const found = widget()
      window.__widgetWhat = found.dataset.scope ? found.dataset.scope + " " + found.dataset.part : found.localName
      observer.disconnect()
      watchLive()
    }
  })
  const watch = (root) => observer.observe(root, { childList: true, subtree: true, attributes: true })
  ;(${ON_SHADOW_ROOT})((root) => {
    roots.push(root)
    watch(root)
  })
  watch(document)
})()`

const settle = (promise: Promise<unknown>) => promise.catch(() => undefined)

export async function measurePage(
  browser: Browser,
  url: string,
  network: Network = "local",
  timeoutMs = 30_000,
): Promise<PageMeasure> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Performance.enable")
    await emulateNetwork(cdp, network)
    const finished: Request[] = []
    page.on("requestfinished", (request) => finished.push(request))
    await page.addInitScript(WATCH_WIDGET)
    await page.goto(url, { waitUntil: "commit", timeout: timeoutMs })
    await page.waitForFunction(() => "__widgetAt" in window, undefined, { timeout: timeoutMs })
    const { metrics } = await cdp.send("Performance.getMetrics")
    await page.waitForFunction(() => "__liveAt" in window, undefined, { timeout: timeoutMs })
    const scriptSeconds = metrics.find((metric) => metric.name === "ScriptDuration")?.value ?? 0
    const [widgetMs, timeOrigin, widget] = await page.evaluate(() => {
      const seen = window as unknown as { __widgetAt: number; __widgetWhat: string }
      return [seen.__widgetAt, performance.timeOrigin, seen.__widgetWhat] as const
    })
    await settle(page.waitForLoadState("networkidle", { timeout: 5_000 }))
    const [liveMs, layoutShift] = await page.evaluate(() => {
      const seen = window as unknown as { __liveAt: number; __layoutShift: number }
      return [seen.__liveAt, seen.__layoutShift] as const
    })
    await cdp.send("HeapProfiler.collectGarbage")
    const { usedSize } = await cdp.send("Runtime.getHeapUsage")

    const widgetAt = timeOrigin + widgetMs
    let gzBytes = 0
    let requests = 0
    for (const request of finished) {
      const timing = request.timing()
      if (timing.startTime + timing.responseEnd > widgetAt) continue
      gzBytes += (await request.sizes()).responseBodySize
      requests += 1
    }
    const scriptMs = scriptSeconds * 1000
    return {
      gzBytes,
      requests,
      widgetMs,
      liveMs,
      layoutShift,
      scriptMs,
      heapBytes: usedSize,
      widget,
    }
  } finally {
    await context.close()
  }
}
