import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  press,
  sleep,
  waitFor,
  waitForVisualizer,
  within,
  stageOf,
} from "../../../test/browser/helpers"

const part = (root: ShadowRoot, type: string) =>
  root.querySelector(`[data-part="item-value"][data-type="${type}"]`)?.textContent
/** The clock as shown, e.g. "02:00:00:10" (days:hours:minutes:seconds). */
const clock = (root: ShadowRoot) =>
  ["days", "hours", "minutes", "seconds"].map((type) => part(root, type)).join(":")
/** The action buttons a user can see now. */
const visibleActions = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLButtonElement>('[data-part="action-trigger"]')]
    .filter((button) => !button.hidden)
    .map((button) => button.textContent)
// The stage's buttons: the Visualizer's history has a Pause of its own.
const action = (root: ShadowRoot, name: string) => getByRole(stageOf(root), "button", { name })
const inState = (root: ShadowRoot, state: string) =>
  waitForVisualizer(root, `state: "${state}"`, `the ${state} state`)

describe("<demo-timer-countdown>", () => {
  afterEach(cleanup)

  it("starts by itself from 2 days and 10 seconds and counts down", async () => {
    const { root } = await mountDemo("timer-countdown")
    const labels = [...root.querySelectorAll('[data-part="item-label"]')].map((l) => l.textContent)
    expect(labels).to.deep.equal(["Days", "Hours", "Minutes", "Seconds"])
    expect(clock(root)).to.match(/^02:00:00:(10|09)$/)
    expect(getByRole(within(root), "timer").getAttribute("aria-label")).to.match(/^2 days/)
    expect(visibleActions(root)).to.deep.equal(["Pause", "Reset"])
    await openToolbarTab(root, "Visualizer")
    await inState(root, "running")
    await waitFor(() => clock(root) === "02:00:00:08", "the countdown to reach 8 seconds")
  })

  it("pauses, resumes, and resets to the start value; reset from paused goes idle", async () => {
    const { root } = await mountDemo("timer-countdown")
    await openToolbarTab(root, "Visualizer")
    await click(action(root, "Pause"))
    await inState(root, "paused")
    expect(visibleActions(root)).to.deep.equal(["Resume", "Reset"])
    const pausedAt = clock(root)
    await sleep(600)
    expect(clock(root)).to.equal(pausedAt)

    await click(action(root, "Resume"))
    await inState(root, "running")
    await click(action(root, "Pause"))
    await click(action(root, "Reset"))
    await inState(root, "idle")
    expect(clock(root)).to.equal("02:00:00:10")
    expect(visibleActions(root)).to.deep.equal(["Start"])
    await click(action(root, "Start"))
    await inState(root, "running")
  })

  it("is driven from the keyboard", async () => {
    const { root } = await mountDemo("timer-countdown", { "auto-start": "false" })
    await openToolbarTab(root, "Visualizer")
    await inState(root, "idle")
    action(root, "Start").focus()
    await press("Enter")
    await inState(root, "running")
    action(root, "Pause").focus()
    await press("Space")
    await inState(root, "paused")
  })

  it("goes idle at zero, logs Timer completed and shows full progress", async () => {
    const logs = captureLogs()
    try {
      const { root } = await mountDemo("timer-countdown", { "start-ms": "1000" })
      await openToolbarTab(root, "Visualizer")
      const status = getByRole(stageOf(root), "status")
      await waitFor(() => status.textContent === "Timer completed", "the completion message")
      await inState(root, "idle")
      expect(clock(root)).to.equal("00:00:00:00")
      expect(
        getByRole(stageOf(root), "progressbar", { name: "Progress" }).getAttribute("value"),
      ).to.equal("100")
      expect(logs.lines.some((line) => line.join(" ").endsWith("Timer completed"))).to.equal(true)
    } finally {
      logs.restore()
    }
  })

  it("stops at its target and reports progress towards it", async () => {
    const { root } = await mountDemo("timer-countdown", { "start-ms": "4000", "target-ms": "2000" })
    const progress = getByRole(stageOf(root), "progressbar", { name: "Progress" })
    await waitFor(() => Number(progress.getAttribute("value")) > 0, "progress above 0")
    await waitFor(() => root.textContent!.includes("Timer completed"), "completion at the target")
    expect(clock(root)).to.equal("00:00:00:02")
    expect(progress.getAttribute("value")).to.equal("100")
  })

  it("explains settings zag would refuse and keeps its defaults (never crashes)", async () => {
    const { root, element } = await mountDemo("timer-countdown", { "start-ms": "0" })
    const alert = getByRole(within(root), "alert")
    expect(alert.textContent).to.equal(
      "A countdown without a target must start above 0 ms. Using the defaults instead.",
    )
    expect(clock(root)).to.match(/^02:00:00:(10|09)$/)
    element.setAttribute("start-ms", "1000")
    element.setAttribute("target-ms", "5000")
    await waitFor(
      () => getByRole(within(root), "alert").textContent!.includes("must start above its target"),
      "the target message",
    )
    element.removeAttribute("target-ms")
    await waitFor(() => !root.querySelector('[role="alert"]'), "the message to go")
    await waitFor(() => clock(root) === "00:00:00:00", "the 1 s countdown to finish")
  })
})
