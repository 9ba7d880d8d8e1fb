import { expect } from "chai"
import { getAllByRole, getByRole } from "@testing-library/dom"
import { resetMouse, sendMouse } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  deepActiveElement,
  hover,
  mountDemo,
  openToolbarTab,
  press,
  pressWith,
  seriousViolations,
  sleep,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { dismissButton, isSettled, toastDemo, toastTitle } from "./toast.page"

const noToasts = (root: ShadowRoot, timeout?: number) =>
  waitFor(() => toastDemo(root).toasts().length === 0, "every toast to be removed", timeout)

describe("<demo-toast>", () => {
  afterEach(async () => {
    cleanup()
    // Keeps a pointer left over a region from pausing the next test's toasts.
    await resetMouse()
  })

  it("offers the six buttons", async () => {
    const { stage } = await mountDemo("toast")
    const names = getAllByRole(stage, "button").map((b) => b.textContent)
    expect(names).to.deep.equal([
      "Notify (Loading)",
      "Notify (Error)",
      "Update Latest",
      "Close all",
      "Pause all",
      "Resume all",
    ])
  })

  it("shows a loading toast in the Notifications region at the bottom end", async () => {
    const { root } = await mountDemo("toast")
    await click(toastDemo(root).button("Notify (Loading)"))
    const toast = await toastDemo(root).toastInPlace("loading")
    expect(toastTitle(toast)).to.equal("Fetching data...")
    expect(getByRole(within(root), "region").getAttribute("aria-label")).to.match(/^Notifications/)
    expect(toastDemo(root).region().dataset.placement).to.equal("bottom-end")
    const box = toastDemo(root).region().getBoundingClientRect()
    // Fixed to the viewport, 1rem from its bottom and end edges.
    expect(Math.round(innerWidth - box.right)).to.equal(16)
    expect(Math.round(innerHeight - box.bottom)).to.equal(16)
    expect(toast.dataset.overlap).to.equal("")
  })

  it("shows an error toast and turns the latest one into a loading 'Testing' toast", async () => {
    const { root } = await mountDemo("toast")
    await click(toastDemo(root).button("Notify (Error)"))
    const toast = await toastDemo(root).toastInPlace("error")
    expect(toastTitle(toast)).to.equal("Ooops! Something was wrong")
    await click(toastDemo(root).button("Update Latest"))
    await waitFor(() => toastTitle(toast) === "Testing", "the updated title")
    expect(toast.dataset.type).to.equal("loading")
    expect(toastDemo(root).toasts()).to.have.length(1)
  })

  it("says so when there is no error toast to update", async () => {
    const { root, stage } = await mountDemo("toast")
    await click(toastDemo(root).button("Notify (Loading)"))
    await toastDemo(root).toastInPlace("loading")
    await click(toastDemo(root).button("Update Latest"))
    await waitFor(() => stage.textContent?.includes("No error toast to update."), "the status")
    expect(toastDemo(root).toasts().map(toastTitle)).to.deep.equal(["Fetching data..."])
  })

  it("closes all toasts after the 200 ms remove delay", async () => {
    const { root } = await mountDemo("toast")
    await click(toastDemo(root).button("Notify (Loading)"))
    await click(toastDemo(root).button("Notify (Error)"))
    await waitFor(() => toastDemo(root).toasts().length === 2, "two toasts")
    await click(toastDemo(root).button("Close all"))
    // Dismissing first (the exit transition), then removed.
    for (const toast of toastDemo(root).toasts()) expect(toast.dataset.state).to.equal("closed")
    await noToasts(root, 1000)
  })

  // The two 5 s waits of these rules run side by side, on two demos: also a check that
  // pausing one demo's toasts leaves the other's alone.
  it("removes an error toast by itself after 5 s, and keeps a paused one until resumed", async function () {
    this.timeout(10000)
    const paused = await mountDemo("toast")
    await click(toastDemo(paused.root).button("Notify (Error)"))
    const kept = await toastDemo(paused.root).toastInPlace("error")
    await click(toastDemo(paused.root).button("Pause all"))
    await waitFor(() => kept.hasAttribute("data-paused"), "the toast to pause")

    const { root } = await mountDemo("toast")
    const created = performance.now()
    await click(toastDemo(root).button("Notify (Error)"))
    const toast = await toastDemo(root).toastInPlace("error")
    await sleep(4500 - (performance.now() - created))
    expect(toast.dataset.state).to.equal("open")
    await noToasts(root, 2500)
    // 5 s of error duration, then the 200 ms remove delay.
    expect(performance.now() - created).to.be.greaterThan(5200)

    // Shown longer than the one just removed, the paused toast is still there.
    expect(kept.isConnected).to.equal(true)
    expect(kept.dataset.state).to.equal("open")
    await click(toastDemo(paused.root).button("Resume all"))
    await waitFor(() => !kept.hasAttribute("data-paused"), "the toast to resume")
  })

  it("pauses and expands the stack while the pointer is over the region", async () => {
    const { root } = await mountDemo("toast")
    const { toasts } = toastDemo(root)
    await click(toastDemo(root).button("Notify (Error)"))
    await click(toastDemo(root).button("Notify (Error)"))
    await waitFor(() => toasts().length === 2 && toasts().every(isSettled), "two toasts")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "overlap"', "overlap state")
    await hover(toasts()[0]!)
    await waitFor(() => toasts().every((t) => t.hasAttribute("data-stack")), "a stack")
    expect(toasts().every((t) => t.hasAttribute("data-paused"))).to.equal(true)
    expect(visualizerText(root)).to.contain('state: "stack"')
    await sendMouse({ type: "move", position: [0, 0] })
    await waitFor(() => toasts().every((t) => t.hasAttribute("data-overlap")), "overlap")
    expect(toasts().some((t) => t.hasAttribute("data-paused"))).to.equal(false)
  })

  it("dismisses a toast with its Dismiss notification button", async () => {
    const { root } = await mountDemo("toast")
    await click(toastDemo(root).button("Notify (Loading)"))
    const toast = await toastDemo(root).toastInPlace("loading")
    await click(dismissButton(toast))
    await noToasts(root, 1000)
  })

  it("dismisses a focused toast on Escape, and alt+T focuses the region", async () => {
    const { root } = await mountDemo("toast")
    await click(toastDemo(root).button("Notify (Loading)"))
    const toast = await toastDemo(root).toastInPlace("loading")
    await pressWith("Alt", "t")
    await waitFor(() => deepActiveElement() === toastDemo(root).region(), "focus on the region")
    toast.focus()
    await press("Escape")
    await noToasts(root, 1000)
  })

  it("keeps two demo elements independent", async () => {
    const first = await mountDemo("toast")
    const second = await mountDemo("toast")
    await click(toastDemo(first.root).button("Notify (Loading)"))
    await toastDemo(first.root).toastInPlace("loading")
    await sleep(100)
    expect(toastDemo(second.root).toasts()).to.have.length(0)
    await click(toastDemo(second.root).button("Notify (Error)"))
    await toastDemo(second.root).toastInPlace("error")
    expect(toastDemo(first.root).types()).to.deep.equal(["loading"])
  })

  it("applies placement and overlap from attributes, live", async () => {
    const { root, element } = await mountDemo("toast", { placement: "top-start" })
    expect(toastDemo(root).region().dataset.placement).to.equal("top-start")
    element.setAttribute("overlap", "false")
    element.setAttribute("placement", "top")
    await waitFor(() => toastDemo(root).region()?.dataset.placement === "top", "the new placement")
    await click(toastDemo(root).button("Notify (Loading)"))
    const toast = await toastDemo(root).toastInPlace("loading")
    expect(toast.hasAttribute("data-stack")).to.equal(true)
    expect(Math.round(toastDemo(root).region().getBoundingClientRect().top)).to.equal(16)
  })

  it("has no serious or critical axe violations with a toast visible", async () => {
    const { element, root } = await mountDemo("toast")
    await click(toastDemo(root).button("Notify (Error)"))
    await toastDemo(root).toastInPlace("error")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
