import { expect } from "chai"
import { getByRole, queryAllByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  press,
  resetMouse,
  waitFor,
  within,
} from "./helpers"

// A large machine's chart, readable in the Visualizer's narrow panel: the combobox's 69
// transitions open around its current state, and Fit, zoom and a drag show the whole drawing.

const toolbar = (root: ShadowRoot) => root.querySelector<HTMLElement>(".sb-toolbar")!
const chartOf = (root: ShadowRoot) => getByRole(toolbar(root), "region", { name: "State chart" })
const button = (root: ShadowRoot, name: string) => getByRole(chartOf(root), "button", { name })
const states = (root: ShadowRoot) =>
  [...chartOf(root).querySelectorAll<SVGGElement>("[data-chart-state]")].map(
    (state) => state.dataset.chartState,
  )
const currentState = (root: ShadowRoot) =>
  chartOf(root).querySelector<SVGGElement>('.sb-chart-state[data-current="true"]')!
const canvasOf = (root: ShadowRoot) => chartOf(root).querySelector<HTMLElement>(".sb-chart-canvas")!
const scaleText = (root: ShadowRoot) => getByRole(chartOf(root), "status").textContent

/** Whether `inner` lies wholly inside what the chart's box shows. */
function shownIn(canvas: HTMLElement, inner: Element) {
  const box = canvas.getBoundingClientRect()
  const part = inner.getBoundingClientRect()
  return (
    part.left >= box.left - 1 &&
    part.top >= box.top - 1 &&
    part.right <= box.right + 1 &&
    part.bottom <= box.bottom + 1
  )
}

async function combobox() {
  const { root } = await mountDemo("combobox")
  await openToolbarTab(root, "Visualizer")
  await waitFor(() => queryByRole(toolbar(root), "region", { name: "State chart" }), "the chart")
  return root
}

describe("A large machine's chart", () => {
  afterEach(async () => {
    await resetMouse()
    cleanup()
  })

  it("opens around the current state, its transitions listed, with a switch to the whole", async () => {
    const root = await combobox()
    const around = button(root, "Around current state")
    expect(around.getAttribute("aria-pressed")).to.equal("true")
    const current = currentState(root).dataset.chartState!
    // Small enough to show whole: the current state is in the box, not cut off at its edge.
    await waitFor(() => shownIn(canvasOf(root), currentState(root)) || null, "the state shown")
    const near = states(root)
    const details = getByRole(chartOf(root), "region", { name: `Transitions from ${current}` })
    const listed = [...details.querySelectorAll("li")].map((item) => item.textContent!)
    expect(listed.length).to.be.greaterThan(3)
    for (const line of listed) expect(line).to.match(new RegExp(`^(${current}|\\(any state\\)) → `))

    await click(around)
    await waitFor(() => states(root).length > near.length || null, "the whole chart")
    expect(around.getAttribute("aria-pressed")).to.equal("false")
    expect(states(root)).to.include.members(near)
    expect(queryAllByRole(chartOf(root), "region", { name: /^Transitions from/ })).to.have.length(0)

    // Focus moves the machine: the view around the new current state follows.
    await click(around)
    await click(getByRole(within(root), "combobox", { name: /country/i }))
    await waitFor(
      () => currentState(root).dataset.chartState !== current || null,
      "a new current state",
    )
    const moved = currentState(root).dataset.chartState!
    getByRole(chartOf(root), "region", { name: `Transitions from ${moved}` })
  })

  it("fits the whole drawing in its box, zooms by buttons and keys, and pans by a drag", async () => {
    const root = await combobox()
    await click(button(root, "Around current state"))
    const canvas = canvasOf(root)
    const drawing = canvas.querySelector("svg")!
    expect(scaleText(root)).to.equal("100%")
    expect(drawing.getBoundingClientRect().width).to.be.greaterThan(canvas.clientWidth)

    await click(button(root, "Fit"))
    await waitFor(() => shownIn(canvas, drawing) || null, "the whole drawing in the box")
    expect(button(root, "Fit").getAttribute("aria-pressed")).to.equal("true")
    expect(shownIn(canvas, currentState(root))).to.equal(true)
    const fitted = drawing.getBoundingClientRect().width
    const fittedScale = scaleText(root)
    expect(fittedScale).not.to.equal("100%")

    await click(button(root, "Zoom in"))
    await waitFor(() => scaleText(root) !== fittedScale || null, "a new scale")
    await waitFor(() => drawing.getBoundingClientRect().width > fitted * 1.2 || null, "larger")
    expect(button(root, "Fit").getAttribute("aria-pressed")).to.equal("false")
    // The current state stays in the middle of the view as the scale changes.
    await waitFor(() => shownIn(canvas, currentState(root)) || null, "the current state shown")

    // By keys, from a state of the chart: + zooms in, − out.
    const state = currentState(root)
    state.focus()
    const before = scaleText(root)
    await press("+")
    await waitFor(() => scaleText(root) !== before || null, "a larger scale")
    const larger = drawing.getBoundingClientRect().width
    await press("-")
    await waitFor(() => drawing.getBoundingClientRect().width < larger || null, "a smaller one")

    // A drag on the background moves the drawing under the pointer, whichever way has room.
    canvas.scrollIntoView({ block: "center" })
    const [x, y] = centre(canvas)
    const left = canvas.scrollLeft
    const room = canvas.scrollWidth - canvas.clientWidth
    const dx = left > room / 2 ? 60 : -60
    const spot = root.elementFromPoint(x, y)
    expect(canvas.contains(spot), "a spot in the box").to.equal(true)
    expect(spot!.closest("[data-chart-state]"), "off any state").to.equal(null)
    await sendMouse({ type: "move", position: [Math.round(x), Math.round(y)] })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: [Math.round(x + dx), Math.round(y)] })
    await sendMouse({ type: "up" })
    await waitFor(() => Math.abs(canvas.scrollLeft - left) > 30 || null, "the view panned")
  })
})
