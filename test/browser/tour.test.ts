import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
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
} from "./helpers"

const within = (root: ShadowRoot) => root as unknown as HTMLElement
const startButton = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Start Tour" })
const card = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="tour"][data-part="content"]')!
const spotlight = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="tour"][data-part="spotlight"]')!
const cardButton = (root: ShadowRoot, name: string) =>
  getByRole(card(root), "button", { name }) as HTMLButtonElement
const progress = (root: ShadowRoot) =>
  card(root).querySelector('[data-part="progress-text"]')?.textContent ?? ""
const statusText = (root: ShadowRoot) => root.querySelector(".sb-tour-status")?.textContent ?? ""
const isOpen = (root: ShadowRoot) => card(root).dataset.state === "open"
const target = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLElement>(`[data-tour-target="${name}"]`)!
const frameDocument = (root: ShadowRoot) => root.querySelector("iframe")?.contentDocument

/** Waits until the card shows `text` as its progress and has stopped moving into place. */
async function atStep(root: ShadowRoot, text: string) {
  await waitFor(
    () => isOpen(root) && progress(root) === text,
    `the card to show "${text}" (shows "${progress(root)}")`,
  )
  let last = ""
  await waitFor(() => {
    const box = JSON.stringify(card(root).getBoundingClientRect())
    const settled = box === last
    last = box
    return settled
  }, "the card to settle")
}

async function startTour(attributes: Record<string, string> = {}, first = "1 of 7") {
  const mounted = await mountDemo("tour", attributes)
  // The frame step needs the frame loaded; it loads from srcdoc, without network.
  await waitFor(() => frameDocument(mounted.root)?.getElementById("step-3"), "the frame")
  await click(startButton(mounted.root))
  await atStep(mounted.root, first)
  return mounted
}

const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2]

describe("<demo-tour>", () => {
  afterEach(cleanup)

  it("shows Start Tour and four sections headed Step 1 to Step 4", async () => {
    const { root } = await mountDemo("tour")
    expect(startButton(root).textContent).to.equal("Start Tour")
    const headings = [...root.querySelectorAll(".sb-tour-section .sb-heading")].map(
      (h) => h.textContent,
    )
    expect(headings).to.deep.equal(["Step 1", "Step 2", "Step 4"])
    const frame = await waitFor(() => frameDocument(root)?.querySelector("h2"), "the frame")
    expect(frame.textContent).to.equal("Step 3")
    // Step 2 lies below the fold of a scroll container.
    const box = target(root, "step-2").closest(".sb-tour-scroll")!
    expect(box.scrollHeight).to.be.greaterThan(box.clientHeight)
    expect(statusText(root)).to.equal("Tour status: idle")
    expect(isOpen(root)).to.equal(false)
  })

  it("starts at step 1 of 7, centred because it has no target, and logs started", async () => {
    const logs = captureLogs()
    try {
      const { root } = await startTour()
      expect(card(root).querySelector('[data-part="title"]')?.textContent).to.equal("Welcome")
      expect(card(root).getAttribute("role")).to.equal("alertdialog")
      const [x, y] = centre(card(root).getBoundingClientRect())
      expect(Math.abs(x! - innerWidth / 2)).to.be.lessThan(2)
      expect(Math.abs(y! - innerHeight / 2)).to.be.lessThan(2)
      expect(spotlight(root).hidden).to.equal(true)
      await waitFor(() => statusText(root) === "Tour status: started", "the started status")
      expect(logs.lines.some((line) => String(line[0]).endsWith("tour started"))).to.equal(true)
    } finally {
      logs.restore()
    }
  })

  it("labels the buttons with the SPEC names and disables Prev on the first step", async () => {
    const { root } = await startTour()
    const labels = [...card(root).querySelectorAll("button")].map(
      (b) => `${b.textContent}=${b.getAttribute("aria-label")}`,
    )
    expect(labels).to.deep.equal(["Skip=skip tour", "Previous=previous step", "Next=next step"])
    expect(cardButton(root, "previous step").disabled).to.equal(true)
    expect(cardButton(root, "next step").disabled).to.equal(false)
  })

  it("moves with Next and Prev and spotlights the target with offset 10, radius 4", async () => {
    const { root } = await startTour()
    await click(cardButton(root, "next step"))
    await atStep(root, "2 of 7")
    expect(card(root).querySelector('[data-part="title"]')?.textContent).to.equal("Step 1")
    expect(cardButton(root, "previous step").disabled).to.equal(false)
    const heading = target(root, "step-1").getBoundingClientRect()
    const ring = await waitFor(() => {
      const box = spotlight(root).getBoundingClientRect()
      return !spotlight(root).hidden && box.width > 0 && box
    }, "the spotlight")
    expect(Math.round(ring.width - heading.width)).to.equal(20)
    expect(Math.round(ring.height - heading.height)).to.equal(20)
    expect(Math.round(heading.left - ring.left)).to.equal(10)
    expect(Math.round(heading.top - ring.top)).to.equal(10)
    expect(spotlight(root).style.borderRadius).to.equal("4px")
    // The card sits below the target (placement bottom), 10 px from the spotlight.
    const box = card(root).getBoundingClientRect()
    expect(Math.round(box.top - ring.bottom)).to.equal(10)
    await click(cardButton(root, "previous step"))
    await atStep(root, "1 of 7")
  })

  it("shows Close on the last step, disables Next there, and Close completes", async () => {
    const logs = captureLogs()
    try {
      const { root } = await startTour({ "start-at": "status" }, "6 of 7")
      await click(cardButton(root, "next step"))
      await atStep(root, "7 of 7")
      expect(cardButton(root, "next step").disabled).to.equal(true)
      expect(queryByRole(card(root), "button", { name: "skip tour" })).to.equal(null)
      const close = cardButton(root, "close tour")
      expect(close.textContent).to.equal("Close")
      await click(close)
      await waitFor(() => !isOpen(root), "the tour to close")
      expect(statusText(root)).to.equal("Tour status: completed")
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
      const titles = [card(root).querySelector('[data-part="title"]')?.textContent]
      for (let step = 2; step <= 7; step++) {
        await click(cardButton(root, "next step"))
        await atStep(root, `${step} of 7`)
        titles.push(card(root).querySelector('[data-part="title"]')?.textContent)
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
    expect(card(root).getAttribute("dir")).to.equal("rtl")
    await press("ArrowLeft")
    await atStep(root, "3 of 7")
    await press("ArrowRight")
    await atStep(root, "2 of 7")
  })

  it("ignores the arrow keys when keyboard navigation is off", async () => {
    const { root } = await startTour({ "keyboard-navigation": "false" })
    await press("ArrowRight")
    await sleep(150)
    expect(progress(root)).to.equal("1 of 7")
  })

  it("stops on Escape and logs stopped", async () => {
    const logs = captureLogs()
    try {
      const { root } = await startTour({ "start-at": "step-1" }, "2 of 7")
      await press("Escape")
      await waitFor(() => !isOpen(root), "the tour to stop")
      expect(statusText(root)).to.equal("Tour status: stopped")
      expect(logs.lines.some((line) => String(line[0]).endsWith("tour stopped"))).to.equal(true)
    } finally {
      logs.restore()
    }
  })

  it("stops on a click outside the spotlight, but not on one inside it", async () => {
    const { root } = await startTour({ "start-at": "step-1" }, "2 of 7")
    const [x, y] = centre(target(root, "step-1").getBoundingClientRect())
    await sendMouse({ type: "click", position: [Math.round(x!), Math.round(y!)] })
    await sleep(150)
    expect(isOpen(root)).to.equal(true)
    await sendMouse({ type: "click", position: [2, innerHeight - 2] })
    await waitFor(() => !isOpen(root), "the tour to stop")
    expect(statusText(root)).to.equal("Tour status: stopped")
  })

  it("stays open on Escape and outside clicks when both are turned off", async () => {
    const { root } = await startTour({
      "close-on-escape": "false",
      "close-on-interact-outside": "false",
    })
    await press("Escape")
    await sendMouse({ type: "click", position: [2, 2] })
    await sleep(150)
    expect(isOpen(root)).to.equal(true)
  })

  it("ends the tour on Skip by default, reporting skipped", async () => {
    const { root } = await startTour()
    await click(cardButton(root, "skip tour"))
    await waitFor(() => !isOpen(root), "the tour to end")
    expect(statusText(root)).to.equal("Tour status: skipped")
  })

  it("moves on with Skip when skipBehavior is advance", async () => {
    const { root } = await startTour({ "skip-behavior": "advance" })
    await click(cardButton(root, "skip tour"))
    await atStep(root, "2 of 7")
    expect(statusText(root)).to.equal("Tour status: started")
  })

  it("scrolls the scroll-container step's target into view", async () => {
    const { root } = await startTour({ "start-at": "step-2" }, "3 of 7")
    const heading = target(root, "step-2")
    const box = heading.closest(".sb-tour-scroll")!
    expect(box.scrollTop).to.be.greaterThan(0)
    const outer = box.getBoundingClientRect()
    const inner = heading.getBoundingClientRect()
    expect(inner.top).to.be.at.least(outer.top)
    expect(inner.bottom).to.be.at.most(outer.bottom)
    const ring = spotlight(root).getBoundingClientRect()
    expect(Math.round(inner.left - ring.left)).to.equal(10)
  })

  it("spotlights the heading inside the embedded frame", async () => {
    const { root } = await startTour({ "start-at": "step-3" }, "4 of 7")
    const frame = root.querySelector("iframe")!.getBoundingClientRect()
    const heading = frameDocument(root)!.getElementById("step-3")!.getBoundingClientRect()
    const ring = await waitFor(() => {
      const box = spotlight(root).getBoundingClientRect()
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
    const heading = target(root, "step-1").getBoundingClientRect()
    const ring = spotlight(root).getBoundingClientRect()
    expect(Math.round(heading.left - ring.left)).to.equal(4)
    expect(Math.round(heading.top - ring.top)).to.equal(10)
    expect(spotlight(root).style.borderRadius).to.equal("12px")
  })

  it("places the card a gutter set after mount away from the spotlight", async () => {
    const { root, element } = await mountDemo("tour", { "start-at": "step-1" })
    element.setAttribute("gutter", "30")
    await nextFrame()
    await click(startButton(root))
    await atStep(root, "2 of 7")
    const ring = spotlight(root).getBoundingClientRect()
    expect(Math.round(card(root).getBoundingClientRect().top - ring.bottom)).to.equal(30)
  })

  it("makes the highlighted target inert only when preventInteraction is on", async () => {
    const { root } = await startTour({ "start-at": "step-1" }, "2 of 7")
    expect(target(root, "step-1").inert).to.equal(false)
    cleanup()
    const blocked = await startTour({ "start-at": "step-1", "prevent-interaction": "" }, "2 of 7")
    expect(target(blocked.root, "step-1").inert).to.equal(true)
    await press("Escape")
    await waitFor(() => !target(blocked.root, "step-1").inert, "the target to be released")
  })

  it("says so, and does not start, when the start step id is not in the tour", async () => {
    const logs = captureLogs()
    try {
      const { root } = await mountDemo("tour", { "start-at": "nope" })
      await click(startButton(root))
      const alert = await waitFor(() => queryByRole(within(root), "alert"), "the message")
      expect(alert.textContent).to.equal('There is no step "nope" in this tour.')
      expect(isOpen(root)).to.equal(false)
      expect(statusText(root)).to.equal("Tour status: idle")
      expect(logs.lines.some((line) => String(line[0]).includes('no step "nope"'))).to.equal(true)
    } finally {
      logs.restore()
    }
  })

  it("shows the closed and open states in the Visualizer", async () => {
    const { root } = await mountDemo("tour")
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => visualizerText(root).includes('state: "tourInactive"'), "closed state")
    await click(startButton(root))
    await waitFor(() => visualizerText(root).includes('state: "running.active"'), "open state")
    await press("Escape")
    await waitFor(() => visualizerText(root).includes('state: "tourInactive"'), "closed again")
  })

  it("has no serious or critical axe violations while open", async () => {
    const { element } = await startTour({ "start-at": "step-1" }, "2 of 7")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
