import { ON_SHADOW_ROOT, WIDGET_IN } from "../measure-page"

/**
 * In-page code of the many-demos benchmark. `INSTRUMENT` runs in every frame before its
 * scripts (an init script): it notes when the frame first shows a demo's widget (in the
 * document or any shadow root attached later) and records the long tasks the frame sees.
 * The other strings are functions the benchmark evaluates in the top frame, which reaches
 * every demo slot: a stage in the page, an element's shadow root, a same-origin iframe.
 */

/** What a frame exposes as `window.__manyBench`; times are epoch milliseconds. */
export interface FrameRecord {
  firstWidgetAt?: number
  longTasks: { start: number; duration: number }[]
}

export const INSTRUMENT = `(() => {
  const widgetIn = ${WIDGET_IN}
  const record = (window.__manyBench = { firstWidgetAt: undefined, longTasks: [] })
  const now = () => performance.timeOrigin + performance.now()
  const roots = [document]
  const observer = new MutationObserver(() => {
    if (roots.some((root) => widgetIn(root))) {
      record.firstWidgetAt = now()
      observer.disconnect()
    }
  })
  const watch = (root) => observer.observe(root, { childList: true, subtree: true, attributes: true })
  ;(${ON_SHADOW_ROOT})((root) => {
    roots.push(root)
    if (record.firstWidgetAt === undefined) watch(root)
  })
  watch(document)
  // Buffered, so tasks before this observer existed count too. Same-origin frames share one
  // main thread; the benchmark merges what every frame saw and counts each task once.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration })
  }).observe({ type: "longtask", buffered: true })
})()`

/**
 * The stage of a demo slot (a floor page's stage itself, an element's shadow root's, an
 * iframe document's), and the widget shown in it, found as on every other bench page.
 */
const SLOT_WIDGET = `(slot) => {
  const widgetIn = ${WIDGET_IN}
  const root = slot.localName === "iframe" ? slot.contentDocument : slot.shadowRoot
  if (slot.matches('[part~="stage"]')) return widgetIn({ querySelector: () => slot })
  return root ? widgetIn(root) : undefined
}`

/** The demo slots whose box starts inside the first viewport, before any scrolling. */
export const FIRST_VIEWPORT_SLOTS = `(() => [...document.querySelectorAll("[data-bench-demo]")]
  .filter((slot) => slot.getBoundingClientRect().top < innerHeight)
  .map((slot) => slot.dataset.benchDemo))()`

/** How many demo slots show their widget. */
export const SHOWN_COUNT = `(() => {
  const slotWidget = ${SLOT_WIDGET}
  return [...document.querySelectorAll("[data-bench-demo]")].filter((slot) => slotWidget(slot)).length
})()`

/**
 * Arms the probe of one slot once its widget shows: picks the element a reader would press
 * (the widget's first visible zag trigger, else its first button, else the widget itself),
 * starts watching the demo for an answer (a \`data-state\` or \`aria-*\` attribute changing) and
 * returns the point to click in page coordinates, or null while the widget is not shown.
 * The answer's time (epoch ms) lands in \`window.__manyProbe[slug]\`.
 */
export const ARM_PROBE = `(slug) => {
  const slot = document.querySelector('[data-bench-demo="' + slug + '"]')
  const widget = (${SLOT_WIDGET})(slot)
  if (!widget) return null
  const scope = widget.getRootNode()
  const visible = (el) => el.getClientRects().length > 0
  const stage = widget.closest('[part~="stage"]') ?? scope
  const target =
    [...stage.querySelectorAll('[data-part$="trigger"]')].find(visible) ??
    [...stage.querySelectorAll("button")].find(visible) ??
    widget
  window.__manyProbe ??= {}
  const observer = new MutationObserver((records) => {
    if (records.some((r) => r.attributeName === "data-state" || r.attributeName.startsWith("aria-"))) {
      window.__manyProbe[slug] = performance.timeOrigin + performance.now()
      observer.disconnect()
    }
  })
  observer.observe(stage, { subtree: true, attributes: true })
  const box = target.getBoundingClientRect()
  const frame = slot.localName === "iframe" ? slot.getBoundingClientRect() : { left: 0, top: 0 }
  const inset = slot.localName === "iframe" ? { x: slot.clientLeft, y: slot.clientTop } : { x: 0, y: 0 }
  return { x: frame.left + inset.x + box.left + box.width / 2, y: frame.top + inset.y + box.top + box.height / 2 }
}`

/**
 * Scrolls to the end a screen at a time, two frames after each step, until a step no longer
 * moves (the page may grow as demos mount on the way).
 */
export const SCROLL_TO_END = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  for (let steps = 0; steps < 500; steps++) {
    const before = scrollY
    scrollBy(0, innerHeight)
    await frame()
    await frame()
    if (scrollY === before) return steps
  }
  return -1
})()`
