/**
 * Shared browser-test helpers: mount demo elements, wait for what a user would see, and
 * drive them with real pointer and keyboard input (Chromium's input pipeline, not synthetic
 * DOM events, so zag sees the same pointerdown/focus sequence a person causes).
 */
import { sendKeys, sendMouse, resetMouse } from "@web/test-runner-commands"
import axe from "axe-core"
import { registerDemoElements } from "../../src/elements/register"

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
  // Machines start in a microtask after mount; let them settle.
  await nextFrame()
  return { element, root, stage }
}

export function cleanup() {
  while (mounted.length) mounted.pop()!.remove()
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

export function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** A real mouse click at the centre of an element. */
export async function click(element: Element) {
  element.scrollIntoView({ block: "center", inline: "center" })
  await nextFrame()
  const box = element.getBoundingClientRect()
  const x = Math.round(box.left + box.width / 2)
  const y = Math.round(box.top + box.height / 2)
  await sendMouse({ type: "click", position: [x, y] })
  await nextFrame()
}

/** Moves the real mouse pointer over an element. */
export async function hover(element: Element) {
  const box = element.getBoundingClientRect()
  await sendMouse({
    type: "move",
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  })
  await nextFrame()
}

export { resetMouse }

/** A real key press (`ArrowDown`, `Escape`, `Shift+Tab`, …) to the focused element. */
export async function press(key: string) {
  await sendKeys({ press: key })
  await nextFrame()
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

/** Opens a toolbar tab (Controls or Visualizer) by its visible name. */
export async function openToolbarTab(root: ShadowRoot, name: "Controls" | "Visualizer") {
  const tab = [...root.querySelectorAll<HTMLElement>('.sb-toolbar [role="tab"]')].find(
    (candidate) => candidate.textContent === name,
  )
  if (!tab) throw new Error(`No ${name} tab`)
  await click(tab)
}

/** Records console.log lines while a test runs (demo and form logs are only console output). */
export function captureLogs() {
  const lines: unknown[][] = []
  const original = console.log
  console.log = (...args: unknown[]) => {
    lines.push(args)
    original.apply(console, args)
  }
  return { lines, restore: () => (console.log = original) }
}
