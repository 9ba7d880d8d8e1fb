import { expect } from "chai"
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
} from "../../../test/browser/helpers"
import { splitter } from "./splitter.page"

const alerts = (root: ShadowRoot) =>
  [...root.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)

/** Panel A's share of the two panels, in percent, as laid out on screen. */
function shareOfA(root: ShadowRoot, axis: "width" | "height" = "width") {
  const a = splitter(root).panel("a").getBoundingClientRect()[axis]
  const b = splitter(root).panel("b").getBoundingClientRect()[axis]
  return (a / (a + b)) * 100
}

async function focusHandle(root: ShadowRoot) {
  splitter(root).handle().focus()
  await nextFrame()
}

/** The Visualizer line for the machine state, e.g. `state: "hover:temp"`. */
const stateIs = (root: ShadowRoot, state: string) =>
  visualizerText(root).includes(`state: "${state}"`)

/**
 * Every state the Visualizer shows from now on, with when the page saw it. A state that
 * lasts a moment is kept even when nobody looks at the right time.
 */
function recordStates(root: ShadowRoot) {
  const seen: { state: string; at: number }[] = []
  const read = () => {
    const state = /state: "([^"]*)"/.exec(visualizerText(root))?.[1]
    if (state && state !== seen.at(-1)?.state) seen.push({ state, at: performance.now() })
  }
  const observer = new MutationObserver(read)
  observer.observe(root, { subtree: true, childList: true, characterData: true })
  read()
  return { seen, stop: () => observer.disconnect() }
}

describe("<demo-splitter>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows its content: panels A and B at 50 each", async () => {
    const { root } = await mountDemo("splitter")
    expect(splitter(root).panel("a").textContent).to.equal("A")
    expect(splitter(root).panel("b").textContent).to.equal("B")
    await waitFor(() => splitter(root).value() === 50, "aria-valuenow 50")
    expect(splitter(root).handle().getAttribute("aria-valuemin")).to.equal("0")
    expect(splitter(root).handle().getAttribute("aria-valuemax")).to.equal("100")
    // The separator's own line: panels side by side are split by a vertical line (ARIA's
    // separator). zag 1.44 gave it the panels' orientation, "horizontal"; 1.47 follows ARIA.
    expect(splitter(root).handle().getAttribute("aria-orientation")).to.equal("vertical")
    expect(shareOfA(root)).to.be.closeTo(50, 1)
    expect(alerts(root)).to.deep.equal([])
  })

  it("resizes with arrows (shift for 10), Home and End on the handle", async () => {
    const { root } = await mountDemo("splitter")
    await focusHandle(root)
    await press("ArrowRight")
    expect(splitter(root).value()).to.equal(51)
    await press("ArrowLeft")
    await press("ArrowLeft")
    expect(splitter(root).value()).to.equal(49)
    await pressWith("Shift", "ArrowRight")
    expect(splitter(root).value()).to.equal(59)
    await waitFor(() => Math.abs(shareOfA(root) - 59) < 1, "panel A at 59% of the width")
    // Only the arrows along the orientation move a horizontal splitter.
    await press("ArrowDown")
    expect(splitter(root).value()).to.equal(59)

    await press("End")
    expect(splitter(root).value()).to.equal(100)
    await waitFor(
      () => splitter(root).panel("b").getBoundingClientRect().width < 1,
      "panel B closed",
    )
    await press("Home")
    expect(splitter(root).value()).to.equal(0)
    await waitFor(
      () => splitter(root).panel("a").getBoundingClientRect().width < 1,
      "panel A closed",
    )
  })

  it("resizes when the handle is dragged", async () => {
    const { root } = await mountDemo("splitter")
    splitter(root).handle().scrollIntoView({ block: "center" })
    await nextFrame()
    const [x, y] = centre(splitter(root).handle())
    const rootWidth = root.querySelector('[data-part="root"]')!.getBoundingClientRect().width
    await sendMouse({ type: "move", position: [x, y] })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: [x + 40, y] })
    await sendMouse({ type: "move", position: [x + 80, y] })
    await sendMouse({ type: "up" })
    const expected = 50 + (80 / rootWidth) * 100
    await waitFor(
      () => Math.abs(splitter(root).value() - expected) <= 1,
      `aria-valuenow near ${expected}`,
    )
    expect(shareOfA(root)).to.be.closeTo(expected, 1.5)
  })

  it("shows idle, hover:temp, hover (after 250 ms), focused and dragging in the Visualizer", async () => {
    const { root } = await mountDemo("splitter")
    await openToolbarTab(root, "Visualizer")
    await resetMouse()
    await waitFor(() => stateIs(root, "idle"), "idle")
    splitter(root).handle().scrollIntoView({ block: "center" })
    await nextFrame()
    const states = recordStates(root)
    // When the pointer reached the handle, by the browser's own clock: the hover delay
    // cannot have started before it.
    const pointerOver = new Promise<number>((resolve) =>
      splitter(root)
        .handle()
        .addEventListener("pointerover", (event) => resolve(event.timeStamp), { once: true }),
    )
    await hover(splitter(root).handle())
    const hovered = await waitFor(() => states.seen.find(({ state }) => state === "hover"), "hover")
    states.stop()
    expect(states.seen.map(({ state }) => state)).to.deep.equal(["idle", "hover:temp", "hover"])
    // The hover delay: not before 250 ms. The delay starts no sooner than the pointer event
    // and the page sees its end no sooner than it happens, so a busy machine only widens the gap.
    expect(hovered.at - (await pointerOver)).to.be.at.least(250)

    await sendMouse({ type: "down" })
    const [x, y] = centre(splitter(root).handle())
    await sendMouse({ type: "move", position: [x + 20, y] })
    await waitFor(() => stateIs(root, "dragging"), "dragging")
    await sendMouse({ type: "up" })
    // The pointer focused the handle, so the drop leaves it focused.
    await waitFor(() => stateIs(root, "focused"), "focused")
    splitter(root).handle().blur()
    await waitFor(() => stateIs(root, "idle"), "idle after blur")
  })

  it("follows the size, min size, orientation and direction controls", async () => {
    const { root, element } = await mountDemo("splitter", { "size-a": "30", "size-b": "70" })
    await waitFor(() => splitter(root).value() === 30, "aria-valuenow 30")
    expect(shareOfA(root)).to.be.closeTo(30, 1)

    element.setAttribute("min-size-a", "20")
    element.setAttribute("min-size-b", "25")
    await waitFor(
      () => splitter(root).handle().getAttribute("aria-valuemin") === "20",
      "aria-valuemin 20",
    )
    expect(splitter(root).handle().getAttribute("aria-valuemax")).to.equal("75")
    await focusHandle(root)
    await press("Home")
    expect(splitter(root).value()).to.equal(20)
    await press("End")
    expect(splitter(root).value()).to.equal(75)

    element.setAttribute("orientation", "vertical")
    // Panels stacked: the separator between them is a horizontal line (zag 1.47, as ARIA).
    await waitFor(
      () => splitter(root).handle().getAttribute("aria-orientation") === "horizontal",
      "a vertical splitter",
    )
    // The layout is kept (A at 75) and now splits the height.
    await waitFor(() => Math.abs(shareOfA(root, "height") - 75) < 1, "A at 75% of the height")
    await focusHandle(root)
    await press("ArrowUp")
    expect(splitter(root).value()).to.equal(74)

    element.setAttribute("orientation", "horizontal")
    element.setAttribute("dir", "rtl")
    await waitFor(() => splitter(root).handle().getAttribute("dir") === "rtl", "rtl")
    await focusHandle(root)
    const before = splitter(root).value()
    await press("ArrowLeft")
    expect(splitter(root).value()).to.equal(before + 1)
  })

  it("says why and falls back to 50/50 when the sizes total more than 100", async () => {
    const { root, element } = await mountDemo("splitter", { "size-a": "70", "size-b": "60" })
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), "the message")
    expect(alert.textContent).to.equal(
      "The total of panel sizes cannot be greater than 100. Showing A and B at 50 each.",
    )
    await waitFor(() => splitter(root).value() === 50, "the 50/50 fallback")
    expect(shareOfA(root)).to.be.closeTo(50, 1)
    // The demo still works.
    await focusHandle(root)
    await press("ArrowRight")
    expect(splitter(root).value()).to.equal(51)

    element.setAttribute("size-b", "30")
    await waitFor(() => alerts(root).length === 0, "the message to go")
    await waitFor(() => splitter(root).value() === 70, "A at 70 of 70 + 30")
  })

  it("says why and drops the min sizes when they total more than 100", async () => {
    const { root, element } = await mountDemo("splitter")
    element.setAttribute("min-size-a", "60")
    element.setAttribute("min-size-b", "60")
    await waitFor(() => alerts(root).length === 1, "the message")
    expect(alerts(root)).to.deep.equal([
      "The total of min sizes cannot be greater than 100. Using no min sizes.",
    ])
    expect(splitter(root).handle().getAttribute("aria-valuemin")).to.equal("0")
    expect(splitter(root).handle().getAttribute("aria-valuemax")).to.equal("100")
    expect(shareOfA(root)).to.be.closeTo(50, 1)

    // Both rules broken: both messages.
    element.setAttribute("size-a", "90")
    element.setAttribute("size-b", "90")
    await waitFor(() => alerts(root).length === 2, "two messages")
    expect(splitter(root).panel("a").textContent).to.equal("A")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("splitter", { "size-a": "70", "size-b": "60" })
    await focusHandle(root)
    await press("ArrowRight")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
