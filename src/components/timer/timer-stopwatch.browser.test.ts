import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  waitFor,
  waitForVisualizer,
  within,
  stageOf,
} from "../../../test/browser/helpers"

/** The clock as shown, e.g. "00:00:00:01" (days:hours:minutes:seconds). */
const clock = (root: ShadowRoot) =>
  ["days", "hours", "minutes", "seconds"]
    .map((type) => root.querySelector(`[data-part="item-value"][data-type="${type}"]`)?.textContent)
    .join(":")
// The stage's buttons: the Visualizer's history has a Pause of its own.
const action = (root: ShadowRoot, name: string) => getByRole(stageOf(root), "button", { name })
const inState = (root: ShadowRoot, state: string) =>
  waitForVisualizer(root, `state: "${state}"`, `the ${state} state`)

describe("<demo-timer-stopwatch>", () => {
  afterEach(cleanup)

  it("has the countdown's layout, starts by itself at zero and counts up", async () => {
    const { root } = await mountDemo("timer-stopwatch")
    const labels = [...root.querySelectorAll('[data-part="item-label"]')].map((l) => l.textContent)
    expect(labels).to.deep.equal(["Days", "Hours", "Minutes", "Seconds"])
    expect(clock(root)).to.equal("00:00:00:00")
    await openToolbarTab(root, "Visualizer")
    await inState(root, "running")
    await waitFor(() => clock(root) === "00:00:00:01", "one second to pass", 3000)
    // Without a target there is nothing to measure progress against.
    const progress = getByRole(within(root), "progressbar", { name: "Progress" })
    expect(progress.getAttribute("value")).to.equal("0")
  })

  it("pauses, resumes and resets to zero", async () => {
    const { root } = await mountDemo("timer-stopwatch")
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => clock(root) === "00:00:00:01", "one second to pass", 3000)
    await click(action(root, "Pause"))
    await inState(root, "paused")
    await click(action(root, "Resume"))
    await inState(root, "running")
    await click(action(root, "Pause"))
    await click(action(root, "Reset"))
    await inState(root, "idle")
    expect(clock(root)).to.equal("00:00:00:00")
  })

  it("stops at its target with full progress", async () => {
    const { root } = await mountDemo("timer-stopwatch", { "target-ms": "1000", interval: "100" })
    await waitFor(() => root.textContent!.includes("Timer completed"), "the stopwatch to finish")
    expect(clock(root)).to.equal("00:00:00:01")
    const progress = getByRole(within(root), "progressbar", { name: "Progress" })
    expect(progress.getAttribute("value")).to.equal("100")
  })

  it("explains a target below the start and keeps counting from its defaults", async () => {
    const { root } = await mountDemo("timer-stopwatch", { "start-ms": "5000", "target-ms": "1000" })
    expect(getByRole(within(root), "alert").textContent).to.equal(
      "A stopwatch must start below its target: start 5000 ms, target 1000 ms. Using the defaults instead.",
    )
    expect(clock(root)).to.equal("00:00:00:00")
  })
})
