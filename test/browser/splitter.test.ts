import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { resetMouse, sendMouse } from "@web/test-runner-commands"
import {
  centre,
  hover,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  visualizerText,
  waitFor,
  within,
} from "./helpers"

const handle = (root: ShadowRoot) =>
  getByRole(within(root), "separator", { name: "Resize panels A and B" })
const valueNow = (root: ShadowRoot) => Number(handle(root).getAttribute("aria-valuenow"))
const panel = (root: ShadowRoot, id: "a" | "b") =>
  root.querySelector<HTMLElement>(`[data-part="panel"][data-id="${id}"]`)!
const alerts = (root: ShadowRoot) =>
  [...root.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)

/** Panel A's share of the two panels, in percent, as laid out on screen. */
function shareOfA(root: ShadowRoot, axis: "width" | "height" = "width") {
  const a = panel(root, "a").getBoundingClientRect()[axis]
  const b = panel(root, "b").getBoundingClientRect()[axis]
  return (a / (a + b)) * 100
}

async function focusHandle(root: ShadowRoot) {
  handle(root).focus()
  await nextFrame()
}

/** The Visualizer line for the machine state, e.g. `state: "hover:temp"`. */
const stateIs = (root: ShadowRoot, state: string) =>
  visualizerText(root).includes(`state: "${state}"`)

describe("<demo-splitter>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows the SPEC content: panels A and B at 50 each", async () => {
    const { root } = await mountDemo("splitter")
    expect(panel(root, "a").textContent).to.equal("A")
    expect(panel(root, "b").textContent).to.equal("B")
    await waitFor(() => valueNow(root) === 50, "aria-valuenow 50")
    expect(handle(root).getAttribute("aria-valuemin")).to.equal("0")
    expect(handle(root).getAttribute("aria-valuemax")).to.equal("100")
    expect(handle(root).getAttribute("aria-orientation")).to.equal("horizontal")
    expect(shareOfA(root)).to.be.closeTo(50, 1)
    expect(alerts(root)).to.deep.equal([])
  })

  it("resizes with arrows (shift for 10), Home and End on the handle", async () => {
    const { root } = await mountDemo("splitter")
    await focusHandle(root)
    await press("ArrowRight")
    expect(valueNow(root)).to.equal(51)
    await press("ArrowLeft")
    await press("ArrowLeft")
    expect(valueNow(root)).to.equal(49)
    await pressWith("Shift", "ArrowRight")
    expect(valueNow(root)).to.equal(59)
    await waitFor(() => Math.abs(shareOfA(root) - 59) < 1, "panel A at 59% of the width")
    // Only the arrows along the orientation move a horizontal splitter.
    await press("ArrowDown")
    expect(valueNow(root)).to.equal(59)

    await press("End")
    expect(valueNow(root)).to.equal(100)
    await waitFor(() => panel(root, "b").getBoundingClientRect().width < 1, "panel B closed")
    await press("Home")
    expect(valueNow(root)).to.equal(0)
    await waitFor(() => panel(root, "a").getBoundingClientRect().width < 1, "panel A closed")
  })

  it("resizes when the handle is dragged", async () => {
    const { root } = await mountDemo("splitter")
    handle(root).scrollIntoView({ block: "center" })
    await nextFrame()
    const [x, y] = centre(handle(root))
    const rootWidth = root.querySelector('[data-part="root"]')!.getBoundingClientRect().width
    await sendMouse({ type: "move", position: [x, y] })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: [x + 40, y] })
    await sendMouse({ type: "move", position: [x + 80, y] })
    await sendMouse({ type: "up" })
    const expected = 50 + (80 / rootWidth) * 100
    await waitFor(() => Math.abs(valueNow(root) - expected) <= 1, `aria-valuenow near ${expected}`)
    expect(shareOfA(root)).to.be.closeTo(expected, 1.5)
  })

  it("shows idle, hover:temp, hover (after 250 ms), focused and dragging in the Visualizer", async () => {
    const { root } = await mountDemo("splitter")
    await openToolbarTab(root, "Visualizer")
    await resetMouse()
    await waitFor(() => stateIs(root, "idle"), "idle")
    handle(root).scrollIntoView({ block: "center" })
    await hover(handle(root))
    await waitFor(() => stateIs(root, "hover:temp"), "hover:temp")
    const start = performance.now()
    await waitFor(() => stateIs(root, "hover"), "hover")
    // The SPEC §9 hover delay: not before 250 ms.
    expect(performance.now() - start).to.be.greaterThan(200)

    await sendMouse({ type: "down" })
    const [x, y] = centre(handle(root))
    await sendMouse({ type: "move", position: [x + 20, y] })
    await waitFor(() => stateIs(root, "dragging"), "dragging")
    await sendMouse({ type: "up" })
    // The pointer focused the handle, so the drop leaves it focused.
    await waitFor(() => stateIs(root, "focused"), "focused")
    handle(root).blur()
    await waitFor(() => stateIs(root, "idle"), "idle after blur")
  })

  it("follows the size, min size, orientation and direction controls", async () => {
    const { root, element } = await mountDemo("splitter", { "size-a": "30", "size-b": "70" })
    await waitFor(() => valueNow(root) === 30, "aria-valuenow 30")
    expect(shareOfA(root)).to.be.closeTo(30, 1)

    element.setAttribute("min-size-a", "20")
    element.setAttribute("min-size-b", "25")
    await waitFor(() => handle(root).getAttribute("aria-valuemin") === "20", "aria-valuemin 20")
    expect(handle(root).getAttribute("aria-valuemax")).to.equal("75")
    await focusHandle(root)
    await press("Home")
    expect(valueNow(root)).to.equal(20)
    await press("End")
    expect(valueNow(root)).to.equal(75)

    element.setAttribute("orientation", "vertical")
    await waitFor(
      () => handle(root).getAttribute("aria-orientation") === "vertical",
      "a vertical splitter",
    )
    // The layout is kept (A at 75) and now splits the height.
    await waitFor(() => Math.abs(shareOfA(root, "height") - 75) < 1, "A at 75% of the height")
    await focusHandle(root)
    await press("ArrowUp")
    expect(valueNow(root)).to.equal(74)

    element.setAttribute("orientation", "horizontal")
    element.setAttribute("dir", "rtl")
    await waitFor(() => handle(root).getAttribute("dir") === "rtl", "rtl")
    await focusHandle(root)
    const before = valueNow(root)
    await press("ArrowLeft")
    expect(valueNow(root)).to.equal(before + 1)
  })

  it("shows the §5 message and falls back to 50/50 when the sizes total more than 100", async () => {
    const { root, element } = await mountDemo("splitter", { "size-a": "70", "size-b": "60" })
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), "the message")
    expect(alert.textContent).to.equal(
      "The total of panel sizes cannot be greater than 100. Showing A and B at 50 each.",
    )
    await waitFor(() => valueNow(root) === 50, "the 50/50 fallback")
    expect(shareOfA(root)).to.be.closeTo(50, 1)
    // The demo still works.
    await focusHandle(root)
    await press("ArrowRight")
    expect(valueNow(root)).to.equal(51)

    element.setAttribute("size-b", "30")
    await waitFor(() => alerts(root).length === 0, "the message to go")
    await waitFor(() => valueNow(root) === 70, "A at 70 of 70 + 30")
  })

  it("shows the §5 message and drops the min sizes when they total more than 100", async () => {
    const { root, element } = await mountDemo("splitter")
    element.setAttribute("min-size-a", "60")
    element.setAttribute("min-size-b", "60")
    await waitFor(() => alerts(root).length === 1, "the message")
    expect(alerts(root)).to.deep.equal([
      "The total of min sizes cannot be greater than 100. Using no min sizes.",
    ])
    expect(handle(root).getAttribute("aria-valuemin")).to.equal("0")
    expect(handle(root).getAttribute("aria-valuemax")).to.equal("100")
    expect(shareOfA(root)).to.be.closeTo(50, 1)

    // Both rules broken: both messages.
    element.setAttribute("size-a", "90")
    element.setAttribute("size-b", "90")
    await waitFor(() => alerts(root).length === 2, "two messages")
    expect(panel(root, "a").textContent).to.equal("A")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("splitter", { "size-a": "70", "size-b": "60" })
    await focusHandle(root)
    await press("ArrowRight")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
