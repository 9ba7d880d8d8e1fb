import { expect } from "chai"
import { queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  captureLogs,
  cleanup,
  click,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  seriousViolations,
  sleep,
  visualizerText,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { tour } from "./tour.page"

/** Waits until the card shows `text` as its progress and has stopped moving into place. */
async function atStep(root: ShadowRoot, text: string) {
  await waitFor(
    () => tour(root).isOpen() && tour(root).progress() === text,
    `the card to show "${text}" (shows "${tour(root).progress()}")`,
  )
  let last = ""
  await waitFor(() => {
    const box = JSON.stringify(tour(root).card().getBoundingClientRect())
    const settled = box === last
    last = box
    return settled
  }, "the card to settle")
}

async function startTour(attributes: Record<string, string> = {}, first = "1 of 7") {
  const mounted = await mountDemo("tour", attributes)
  // The frame step needs the frame loaded; it loads from srcdoc, without network.
  await waitFor(() => tour(mounted.root).frameDocument()?.getElementById("step-3"), "the frame")
  await click(tour(mounted.root).startButton())
  await atStep(mounted.root, first)
  return mounted
}

const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2]

describe("<demo-tour>", () => {
  afterEach(cleanup)

  it("shows Start Tour and four sections headed Step 1 to Step 4", async () => {
    const { root } = await mountDemo("tour")
    expect(tour(root).startButton().textContent).to.equal("Start Tour")
    const headings = tour(root).headings()
    expect(headings).to.deep.equal(["Step 1", "Step 2", "Step 4"])
    const frame = await waitFor(() => tour(root).frameDocument()?.querySelector("h2"), "the frame")
    expect(frame.textContent).to.equal("Step 3")
    // Step 2 lies below the fold of a scroll container.
    const box = tour(root).target("step-2").closest(".sb-tour-scroll")!
    expect(box.scrollHeight).to.be.greaterThan(box.clientHeight)
    expect(tour(root).status()).to.equal("Tour status: idle")
    expect(tour(root).isOpen()).to.equal(false)
  })

  it("starts at step 1 of 7, centred because it has no target, and logs started", async () => {
    const logs = captureLogs()
    try {
      const { root } = await startTour()
      expect(tour(root).cardTitle()).to.equal("Welcome")
      expect(tour(root).card().getAttribute("role")).to.equal("alertdialog")
      const [x, y] = centre(tour(root).card().getBoundingClientRect())
      expect(Math.abs(x! - innerWidth / 2)).to.be.lessThan(2)
      expect(Math.abs(y! - innerHeight / 2)).to.be.lessThan(2)
      expect(tour(root).spotlight().hidden).to.equal(true)
      await waitFor(() => tour(root).status() === "Tour status: started", "the started status")
      expect(logs.lines.some((line) => String(line[0]).endsWith("tour started"))).to.equal(true)
    } finally {
      logs.restore()
    }
  })

  it("labels the buttons with their names and disables Prev on the first step", async () => {
    const { root } = await startTour()
    const labels = [...tour(root).card().querySelectorAll("button")].map(
      (b) => `${b.textContent}=${b.getAttribute("aria-label")}`,
    )
    expect(labels).to.deep.equal(["Skip=skip tour", "Previous=previous step", "Next=next step"])
    expect(tour(root).cardButton("previous step").disabled).to.equal(true)
    expect(tour(root).cardButton("next step").disabled).to.equal(false)
  })

  it("moves with Next and Prev and spotlights the target with offset 10, radius 4", async () => {
    const { root } = await startTour()
    await click(tour(root).cardButton("next step"))
    await atStep(root, "2 of 7")
    expect(tour(root).cardTitle()).to.equal("Step 1")
    expect(tour(root).cardButton("previous step").disabled).to.equal(false)
    const heading = tour(root).target("step-1").getBoundingClientRect()
    const ring = await waitFor(() => {
      const box = tour(root).spotlight().getBoundingClientRect()
      return !tour(root).spotlight().hidden && box.width > 0 && box
    }, "the spotlight")
    expect(Math.round(ring.width - heading.width)).to.equal(20)
    expect(Math.round(ring.height - heading.height)).to.equal(20)
    expect(Math.round(heading.left - ring.left)).to.equal(10)
    expect(Math.round(heading.top - ring.top)).to.equal(10)
    expect(tour(root).spotlight().style.borderRadius).to.equal("4px")
    // The card sits below the target (placement bottom), 10 px from the spotlight.
    const box = tour(root).card().getBoundingClientRect()
    expect(Math.round(box.top - ring.bottom)).to.equal(10)
    await click(tour(root).cardButton("previous step"))
    await atStep(root, "1 of 7")
  })

  it("shows Close on the last step, disables Next there, and Close completes", async () => {
    const logs = captureLogs()
    try {
      const { root } = await startTour({ "start-at": "status" }, "6 of 7")
      await click(tour(root).cardButton("next step"))
      await atStep(root, "7 of 7")
      expect(tour(root).cardButton("next step").disabled).to.equal(true)
      expect(queryByRole(tour(root).card(), "button", { name: "skip tour" })).to.equal(null)
      const close = tour(root).cardButton("close tour")
      expect(close.textContent).to.equal("Close")
      await click(close)
      await waitFor(() => !tour(root).isOpen(), "the tour to close")
      expect(tour(root).status()).to.equal("Tour status: completed")
      const statuses = logs.lines.map((line) => String(line[0])).filter((l) => l.includes("tour "))
      expect(statuses.slice(-2).map((l) => l.replace(/^<demo-tour> /, ""))).to.deep.equal([
        "tour stopped",
        "tour completed",
      ])
    } finally {
      logs.restore()
    }
  })

  it("walks through all 7 steps with Next without any warning", async () => {
    const warnings: unknown[][] = []
    const original = console.warn
    console.warn = (...args: unknown[]) => warnings.push(args)
    try {
      const { root } = await startTour()
      const titles = [tour(root).cardTitle()]
      for (let step = 2; step <= 7; step++) {
        await click(tour(root).cardButton("next step"))
        await atStep(root, `${step} of 7`)
        titles.push(tour(root).cardTitle())
      }
      expect(titles).to.deep.equal([
        "Welcome",
        "Step 1",
        "Step 2",
        "Step 3",
        "Step 4",
        "Tour status",
        "All done",
      ])
    } finally {
      console.warn = original
    }
    expect(warnings.map((args) => args.map(String).join(" "))).to.deep.equal([])
  })

  it("moves with ArrowRight and ArrowLeft", async () => {
    const { root } = await startTour()
    await press("ArrowRight")
    await atStep(root, "2 of 7")
    await press("ArrowRight")
    await atStep(root, "3 of 7")
    await press("ArrowLeft")
    await atStep(root, "2 of 7")
  })

  it("reverses the arrow keys for right-to-left", async () => {
    const { root } = await startTour({ dir: "rtl", "start-at": "step-1" }, "2 of 7")
    expect(tour(root).card().getAttribute("dir")).to.equal("rtl")
    await press("ArrowLeft")
    await atStep(root, "3 of 7")
    await press("ArrowRight")
    await atStep(root, "2 of 7")
  })

  it("ignores the arrow keys when keyboard navigation is off", async () => {
    const { root } = await startTour({ "keyboard-navigation": "false" })
    await press("ArrowRight")
    await sleep(150)
    expect(tour(root).progress()).to.equal("1 of 7")
  })

  it("stops on Escape and logs stopped", async () => {
    const logs = captureLogs()
    try {
      const { root } = await startTour({ "start-at": "step-1" }, "2 of 7")
      await press("Escape")
      await waitFor(() => !tour(root).isOpen(), "the tour to stop")
      expect(tour(root).status()).to.equal("Tour status: stopped")
      expect(logs.lines.some((line) => String(line[0]).endsWith("tour stopped"))).to.equal(true)
    } finally {
      logs.restore()
    }
  })

  it("stops on a click outside the spotlight, but not on one inside it", async () => {
    const { root } = await startTour({ "start-at": "step-1" }, "2 of 7")
    const [x, y] = centre(tour(root).target("step-1").getBoundingClientRect())
    await sendMouse({ type: "click", position: [Math.round(x!), Math.round(y!)] })
    await sleep(150)
    expect(tour(root).isOpen()).to.equal(true)
    await sendMouse({ type: "click", position: [2, innerHeight - 2] })
    await waitFor(() => !tour(root).isOpen(), "the tour to stop")
    expect(tour(root).status()).to.equal("Tour status: stopped")
  })

  it("stays open on Escape and outside clicks when both are turned off", async () => {
    const { root } = await startTour({
      "close-on-escape": "false",
      "close-on-interact-outside": "false",
    })
    await press("Escape")
    await sendMouse({ type: "click", position: [2, 2] })
    await sleep(150)
    expect(tour(root).isOpen()).to.equal(true)
  })

  it("ends the tour on Skip by default, reporting skipped", async () => {
    const { root } = await startTour()
    await click(tour(root).cardButton("skip tour"))
    await waitFor(() => !tour(root).isOpen(), "the tour to end")
    expect(tour(root).status()).to.equal("Tour status: skipped")
  })

  it("moves on with Skip when skipBehavior is advance", async () => {
    const { root } = await startTour({ "skip-behavior": "advance" })
    await click(tour(root).cardButton("skip tour"))
    await atStep(root, "2 of 7")
    expect(tour(root).status()).to.equal("Tour status: started")
  })

  it("scrolls the scroll-container step's target into view", async () => {
    const { root } = await startTour({ "start-at": "step-2" }, "3 of 7")
    const heading = tour(root).target("step-2")
    const box = heading.closest(".sb-tour-scroll")!
    expect(box.scrollTop).to.be.greaterThan(0)
    const outer = box.getBoundingClientRect()
    const inner = heading.getBoundingClientRect()
    expect(inner.top).to.be.at.least(outer.top)
    expect(inner.bottom).to.be.at.most(outer.bottom)
    const ring = tour(root).spotlight().getBoundingClientRect()
    expect(Math.round(inner.left - ring.left)).to.equal(10)
  })

  it("spotlights the heading inside the embedded frame", async () => {
    const { root } = await startTour({ "start-at": "step-3" }, "4 of 7")
    const frame = tour(root).frame().getBoundingClientRect()
    const heading = tour(root).frameDocument()!.getElementById("step-3")!.getBoundingClientRect()
    const ring = await waitFor(() => {
      const box = tour(root).spotlight().getBoundingClientRect()
      return box.width > 0 && box
    }, "the spotlight")
    expect(Math.round(frame.left + heading.left - ring.left)).to.equal(10)
    expect(Math.round(frame.top + heading.top - ring.top)).to.equal(10)
  })

  it("applies the spotlight offset and radius controls", async () => {
    const { root } = await startTour(
      { "start-at": "step-1", "spotlight-offset-x": "4", "spotlight-radius": "12" },
      "2 of 7",
    )
    const heading = tour(root).target("step-1").getBoundingClientRect()
    const ring = tour(root).spotlight().getBoundingClientRect()
    expect(Math.round(heading.left - ring.left)).to.equal(4)
    expect(Math.round(heading.top - ring.top)).to.equal(10)
    expect(tour(root).spotlight().style.borderRadius).to.equal("12px")
  })

  it("places the card a gutter set after mount away from the spotlight", async () => {
    const { root, element } = await mountDemo("tour", { "start-at": "step-1" })
    element.setAttribute("gutter", "30")
    await nextFrame()
    await click(tour(root).startButton())
    await atStep(root, "2 of 7")
    const ring = tour(root).spotlight().getBoundingClientRect()
    expect(Math.round(tour(root).card().getBoundingClientRect().top - ring.bottom)).to.equal(30)
  })

  it("makes the highlighted target inert only when preventInteraction is on", async () => {
    const { root } = await startTour({ "start-at": "step-1" }, "2 of 7")
    expect(tour(root).target("step-1").inert).to.equal(false)
    cleanup()
    const blocked = await startTour({ "start-at": "step-1", "prevent-interaction": "" }, "2 of 7")
    expect(tour(blocked.root).target("step-1").inert).to.equal(true)
    await press("Escape")
    await waitFor(() => !tour(blocked.root).target("step-1").inert, "the target to be released")
  })

  it("says so, and does not start, when the start step id is not in the tour", async () => {
    const logs = captureLogs()
    try {
      const { root } = await mountDemo("tour", { "start-at": "nope" })
      await click(tour(root).startButton())
      const alert = await waitFor(() => queryByRole(within(root), "alert"), "the message")
      expect(alert.textContent).to.equal('There is no step "nope" in this tour.')
      expect(tour(root).isOpen()).to.equal(false)
      expect(tour(root).status()).to.equal("Tour status: idle")
      expect(logs.lines.some((line) => String(line[0]).includes('no step "nope"'))).to.equal(true)
    } finally {
      logs.restore()
    }
  })

  it("shows the closed and open states in the Visualizer", async () => {
    const { root } = await mountDemo("tour")
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => visualizerText(root).includes('state: "tourInactive"'), "closed state")
    await click(tour(root).startButton())
    await waitFor(() => visualizerText(root).includes('state: "running.active"'), "open state")
    await press("Escape")
    await waitFor(() => visualizerText(root).includes('state: "tourInactive"'), "closed again")
  })

  it("has no serious or critical axe violations while open", async () => {
    const { element } = await startTour({ "start-at": "step-1" }, "2 of 7")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
