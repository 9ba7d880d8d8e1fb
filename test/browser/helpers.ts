/**
 * Shared browser-test helpers: mount demo elements, wait for what a user would see, and
 * drive them with real pointer and keyboard input (Chromium's input pipeline, not synthetic
 * DOM events, so zag sees the same pointerdown/focus sequence a person causes).
 */
import { executeServerCommand, sendKeys, sendMouse, resetMouse } from "@web/test-runner-commands"
import axe from "axe-core"
import { registerDemoElements } from "./register-demos"

registerDemoElements()

const mounted: HTMLElement[] = []

export interface MountedDemo {
  element: HTMLElement
  root: ShadowRoot
  /** The demo's stage (the widget, without the toolbar). */
  stage: HTMLElement
}

/** Adds `<demo-<slug>>` with the given attributes and waits until its demo has rendered. */
export async function mountDemo(
  slug: string,
  attributes: Record<string, string> = {},
  parent: Node = document.body,
): Promise<MountedDemo> {
  const element = document.createElement(`demo-${slug}`)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  parent.appendChild(element)
  mounted.push(element)
  return waitForDemo(element)
}

/** Waits until an element's lazily loaded demo is on its stage. */
export async function waitForDemo(element: HTMLElement): Promise<MountedDemo> {
  const root = await waitFor(() => element.shadowRoot, "a shadow root")
  const stage = await waitFor(() => {
    const stage = root.querySelector<HTMLElement>(".sb-stage")
    return stage && !stage.querySelector("[data-sb-loading]") && stage.firstElementChild
      ? stage
      : null
  }, `the <${element.localName}> demo to render`)
  // The toolbar's code is a chunk of its own, loaded after the demo's first render when it is
  // shown; its open tab renders once the toolbar is near the viewport.
  if (!element.hasAttribute("no-toolbar"))
    await waitFor(
      () => root.querySelector('.sb-toolbar [role="tabpanel"]:not([hidden])')?.firstElementChild,
      "the demo toolbar and its open tab",
    )
  // Machines start in a microtask after mount; let them settle.
  await nextFrame()
  return { element, root, stage }
}

/** A shadow root typed as an element, for Testing Library queries (`getByRole(within(root), …)`). */
export const within = (root: ShadowRoot) => root as unknown as HTMLElement

/** The demo's stage inside a shadow root (the widget, without the toolbar and its tabs). */
export const stageOf = (root: ShadowRoot) => root.querySelector<HTMLElement>(".sb-stage")!

export function cleanup() {
  while (mounted.length) mounted.pop()!.remove()
}

/** `afterEach` for pointer tests: releases the real mouse, then removes the mounted demos. */
export async function resetMouseAndCleanup() {
  await resetMouse()
  cleanup()
}

export async function waitFor<T>(
  check: () => T | null | undefined | false,
  what: string,
  timeout = 4000,
): Promise<T> {
  const start = performance.now()
  for (;;) {
    const value = check()
    if (value) return value
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Waits until `read()` gives `expected`; a failure names the last value read. */
export async function waitForValue<T>(read: () => T, expected: T, what: string) {
  let last: T | undefined
  try {
    // waitFor's own limit: 2 s was too short for a large re-render on CI's busy two cores
    // (json-tree's quoted keys, 2026-11-29).
    await waitFor(() => (last = read()) === expected, what)
  } catch {
    throw new Error(`${what}: expected ${String(expected)}, got ${String(last)}`)
  }
}

export function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The centre of an element in viewport pixels, as a `sendMouse` position. */
export function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect()
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)]
}

/** A real mouse click at the centre of an element. */
export async function click(element: Element) {
  element.scrollIntoView({ block: "center", inline: "center" })
  await nextFrame()
  await sendMouse({ type: "click", position: centre(element) })
  await nextFrame()
}

/** Moves the real mouse pointer over an element. */
export async function hover(element: Element) {
  await sendMouse({ type: "move", position: centre(element) })
  await nextFrame()
}

export { resetMouse }

/** A real key press (`ArrowDown`, `Escape`, `Shift+Tab`, …) to the focused element. */
export async function press(key: string) {
  await sendKeys({ press: key })
  await nextFrame()
}

/** Presses `key` while holding `modifier` (the runner sends one key at a time, so hold it). */
export async function pressWith(modifier: "Shift" | "Alt" | "Control" | "Meta", key: string) {
  await sendKeys({ down: modifier })
  await press(key)
  await sendKeys({ up: modifier })
}

/**
 * Presses keys back to back (`"ArrowRight"`, `"Shift+Tab"`, `"7"`), as a fast typist or a test
 * machine does: the page gets no chance to render between two keys unless a key's own handling
 * renders (test/browser/commands/key-burst-plugin.mjs).
 */
export async function pressBurst(keys: string[]) {
  await executeServerCommand("key-burst", { keys })
  await nextFrame()
}

/** `rate` times slower CPU for the page (1 = normal), as on a slow phone or a busy page. */
export async function throttleCpu(rate: number) {
  await executeServerCommand("cpu-throttle", { rate })
}

export async function type(text: string) {
  await sendKeys({ type: text })
  await nextFrame()
}

/** The focused element, looking through shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** A short description of an element for failure messages (chai hangs inspecting DOM nodes). */
export function describeElement(element: Element | null): string {
  if (!element) return "nothing"
  const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40)
  return `<${element.localName}${element.id ? `#${element.id}` : ""}> ${name ?? ""}`.trim()
}

/**
 * Waits until `element` has focus (zag often moves focus in the next animation frame).
 * Compares identities itself: chai inspecting two unequal DOM elements hangs the page.
 */
export async function expectFocus(element: Element) {
  await waitFor(
    () => deepActiveElement() === element,
    `focus on ${describeElement(element)} (now on ${describeElement(deepActiveElement())})`,
  )
}

/** Serious or critical axe-core violations inside an element (shadow DOM included). */
export async function seriousViolations(element: Element) {
  const results = await axe.run(element, { resultTypes: ["violations"] })
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)
}

/** The Visualizer's text for the (first) machine of a demo. */
export function visualizerText(root: ShadowRoot): string {
  return root.querySelector('[data-testid="machine-state"]')?.textContent ?? ""
}

/** Waits until the Visualizer's text contains `text` (e.g. `state: "open"`). */
export function waitForVisualizer(root: ShadowRoot, text: string, what: string = text) {
  return waitFor(() => visualizerText(root).includes(text), what)
}

/** Opens a toolbar tab by its visible name and waits for its content. */
export async function openToolbarTab(
  root: ShadowRoot,
  name: "Controls" | "Visualizer" | "Accessibility" | "Code",
) {
  // The toolbar's code may still be on its way when the demo has rendered.
  const tab = await waitFor(
    () =>
      [...root.querySelectorAll<HTMLElement>('.sb-toolbar [role="tab"]')].find(
        (candidate) => candidate.textContent === name,
      ),
    `the ${name} tab`,
  )
  await click(tab)
  // A tab's content renders when it is first open; the Visualizer's code arrives then too.
  const panel = root.getElementById(tab.getAttribute("aria-controls")!)!
  await waitFor(
    () => panel.firstElementChild && !panel.querySelector("[data-sb-loading]"),
    `the ${name} tab's content`,
  )
  if (name === "Controls") await settleControlSentences(panel)
}

/**
 * Points at the Controls panel and waits for its settings' sentences, which the panel fetches
 * when a pointer or focus first enters it: their arrival moves the fields, so on a busy
 * machine a click aimed before it landed beside its checkbox (json-tree's Quotes on keys).
 */
async function settleControlSentences(panel: HTMLElement) {
  const controls = panel.querySelector(".sb-controls")
  if (!controls) return
  await hover(controls)
  await waitFor(() => controls.querySelector('[id$="-help"]'), "the settings' sentences")
  await nextFrame()
}

/**
 * Records what demos log while a test runs, as console lines would read with the `log`
 * attribute (`["<demo-x> form change", values]`). Demos are quiet in the console by default;
 * their lines arrive as `demolog` events, which this listens to.
 */
export function captureLogs() {
  const lines: unknown[][] = []
  const listener = (event: Event) => {
    const { message, details } = (event as CustomEvent<{ message: string; details: unknown[] }>)
      .detail
    lines.push([`<${(event.target as Element).localName}> ${message}`, ...details])
  }
  document.addEventListener("demolog", listener)
  return { lines, restore: () => document.removeEventListener("demolog", listener) }
}

/** Records what is written to console.warn or console.error (as text) instead of printing it. */
export function captureConsole(method: "warn" | "error") {
  const calls: string[] = []
  const original = console[method]
  console[method] = (...args: unknown[]) => calls.push(args.map(String).join(" "))
  return { calls, restore: () => (console[method] = original) }
}

/** Clicks a paragraph of the host page, outside the demo element, and removes it again. */
export async function clickOnHostPage(element: HTMLElement) {
  const outside = document.createElement("p")
  outside.textContent = "Somewhere else on the host page"
  element.before(outside)
  try {
    await click(outside)
  } finally {
    outside.remove()
  }
}

/** Clicks an empty strip of the host page just below the demo element, then removes it. */
export async function clickHostPageBelow(element: HTMLElement) {
  const spacer = document.createElement("div")
  spacer.style.height = "80px"
  element.after(spacer)
  try {
    const box = spacer.getBoundingClientRect()
    const [x, y] = [Math.round(box.left + 5), Math.round(box.top + 40)]
    if (document.elementFromPoint(x, y) !== spacer) throw new Error("The strip below is covered")
    await sendMouse({ type: "click", position: [x, y] })
  } finally {
    spacer.remove()
  }
}
