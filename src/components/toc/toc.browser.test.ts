// The toc demo: zag's basic, indicator and scroll-element pages in one (the article scrolls in
// a box of its own, inside the element's shadow root).
import { expect } from "chai"
import { getByRole, queryAllByRole } from "@testing-library/dom"
import {
  click,
  cleanup,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressWith,
  seriousViolations,
  waitFor,
  waitForVisualizer,
} from "../../../test/browser/helpers"
import { toc } from "./toc.page"

type Toc = ReturnType<typeof toc>

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** Waits until zag marks exactly these links current, in order. */
async function waitForActive(widget: Toc, names: readonly string[]) {
  await waitFor(
    () => sameList(widget.activeLinks(), names),
    `active ${JSON.stringify(names)} (now ${JSON.stringify(widget.activeLinks())})`,
  )
}

/** Where a section's title sits below the top of the article's visible box, in px. */
function headingOffset(widget: Toc, name: string) {
  return (
    widget.heading(name).getBoundingClientRect().top - widget.article().getBoundingClientRect().top
  )
}

/** Scrolls the article (as a reader's wheel would) so a section's title is `below` px from its top. */
function scrollArticleTo(widget: Toc, name: string, below = 30) {
  widget.article().scrollTop += headingOffset(widget, name) - below
}

/** The indicator spans the first to the last active link's item, within a pixel. */
function indicatorSpans(widget: Toc, first: string, last: string) {
  const bar = widget.indicator().getBoundingClientRect()
  const top = widget.link(first).parentElement!.getBoundingClientRect()
  const bottom = widget.link(last).parentElement!.getBoundingClientRect()
  return (
    !widget.indicator().hidden &&
    Math.abs(bar.top - top.top) < 1 &&
    Math.abs(bar.bottom - bottom.bottom) < 1
  )
}

describe("<demo-toc>", () => {
  afterEach(cleanup)

  it("lists the article's sections, sub-sections indented, and marks those in view", async () => {
    const { root } = await mountDemo("toc")
    const widget = toc(root)
    expect(widget.links().map((link) => link.textContent)).to.deep.equal([
      "States",
      "Events",
      "Guards",
      "Actions",
      "Context",
      "Derived values",
      "Effects",
      "Cleaning up",
      "Testing a machine",
      "Replaying events",
      "Further reading",
    ])
    const item = (name: string) => widget.link(name).parentElement!
    expect(item("Events").dataset.depth).to.equal("2")
    expect(item("Guards").dataset.depth).to.equal("3")
    expect(widget.link("Guards").getBoundingClientRect().left).to.be.greaterThan(
      widget.link("Events").getBoundingClientRect().left,
    )
    // At the top, the first two titles are in the band (below the top 20px, above the last 40%).
    await waitForActive(widget, ["States", "Events"])
    expect(widget.link("States").dataset.active).to.equal("")
    expect(widget.link("Guards").hasAttribute("data-active")).to.equal(false)
    expect(widget.link("Guards").hasAttribute("aria-current")).to.equal(false)
  })

  it("marks the sections scrolled into the band as the article's box scrolls", async () => {
    const { root } = await mountDemo("toc")
    const widget = toc(root)
    await waitForActive(widget, ["States", "Events"])
    scrollArticleTo(widget, "Context")
    await waitFor(
      () => widget.activeLinks()[0] === "Context",
      `Context first (now ${JSON.stringify(widget.activeLinks())})`,
    )
    expect(widget.activeLinks()).to.not.include("Events")
    scrollArticleTo(widget, "Guards")
    await waitFor(
      () => widget.activeLinks()[0] === "Guards",
      `Guards first (now ${JSON.stringify(widget.activeLinks())})`,
    )
    // To the end: the last section is marked even though it cannot reach the band's top.
    widget.article().scrollTop = widget.article().scrollHeight
    await waitFor(
      () => widget.activeLinks().at(-1) === "Further reading",
      `Further reading (now ${JSON.stringify(widget.activeLinks())})`,
    )
  })

  it("marks only the topmost section when multiple is off", async () => {
    const { root } = await mountDemo("toc", { multiple: "false" })
    const widget = toc(root)
    await waitForActive(widget, ["States"])
    scrollArticleTo(widget, "Effects")
    await waitForActive(widget, ["Effects"])
  })

  it("scrolls the article's box, not the page, to a clicked link's section and marks it", async () => {
    const { root } = await mountDemo("toc")
    const widget = toc(root)
    await waitForActive(widget, ["States", "Events"])
    const link = widget.link("Derived values")
    link.scrollIntoView({ block: "center" })
    await nextFrame()
    const page = { x: window.scrollX, y: window.scrollY, url: location.href }
    await click(link)
    // zag keeps the clicked link current while the box scrolls smoothly to it.
    expect(widget.activeLinks()[0]).to.equal("Derived values")
    await waitFor(
      () => Math.abs(headingOffset(widget, "Derived values")) < 16,
      `Derived values at the box's top (now ${headingOffset(widget, "Derived values")}px)`,
    )
    await waitFor(
      () => widget.activeLinks()[0] === "Derived values",
      `Derived values still first (now ${JSON.stringify(widget.activeLinks())})`,
    )
    expect(widget.activeLinks()).to.not.include("Context")
    expect({ x: window.scrollX, y: window.scrollY, url: location.href }).to.deep.equal(page)
  })

  it("lets keyboard users Tab through the links and press Enter to go to a section", async () => {
    const { root } = await mountDemo("toc", { "scroll-behavior": "instant" })
    const widget = toc(root)
    widget.link("States").focus()
    await expectFocus(widget.link("States"))
    await press("Tab")
    await expectFocus(widget.link("Events"))
    await press("Tab")
    await expectFocus(widget.link("Guards"))
    await pressWith("Shift", "Tab")
    await expectFocus(widget.link("Events"))
    for (let i = 0; i < 7; i++) await press("Tab")
    await expectFocus(widget.link("Testing a machine"))
    await press("Enter")
    await waitFor(
      () => Math.abs(headingOffset(widget, "Testing a machine")) < 16,
      "Testing a machine at the box's top",
    )
    await waitFor(
      () => widget.activeLinks()[0] === "Testing a machine",
      `Testing a machine first (now ${JSON.stringify(widget.activeLinks())})`,
    )
    await expectFocus(widget.link("Testing a machine"))
  })

  it("slides the indicator to span the active links as they change", async () => {
    const { root } = await mountDemo("toc")
    const widget = toc(root)
    await waitForActive(widget, ["States", "Events"])
    await waitFor(
      () => indicatorSpans(widget, "States", "Events"),
      "the indicator by States–Events",
    )
    expect(getComputedStyle(widget.indicator()).transitionDuration).to.equal("0.15s")
    scrollArticleTo(widget, "Effects")
    await waitFor(() => widget.activeLinks()[0] === "Effects", "Effects first")
    await waitFor(() => {
      const names = widget.activeLinks()
      return indicatorSpans(widget, names[0]!, names.at(-1)!)
    }, "the indicator beside the new active links")
  })

  it("hides the indicator when show indicator is off", async () => {
    const { root, element } = await mountDemo("toc", { indicator: "false" })
    const widget = toc(root)
    await waitForActive(widget, ["States", "Events"])
    expect(widget.indicator().hidden).to.equal(true)
    element.setAttribute("indicator", "true")
    await waitFor(() => indicatorSpans(widget, "States", "Events"), "the indicator shown")
  })

  it("keeps the last active link in sight of the contents' box, unless auto-scroll is off", async () => {
    const { root, element } = await mountDemo("toc", { "scroll-behavior": "instant" })
    const widget = toc(root)
    const box = widget.contentsBox()
    expect(box.scrollHeight).to.be.greaterThan(box.clientHeight)
    expect(box.scrollTop).to.equal(0)
    scrollArticleTo(widget, "Replaying events")
    await waitFor(() => widget.activeLinks()[0] === "Replaying events", "Replaying events first")
    const inSight = (name: string) => {
      const link = widget.link(name).getBoundingClientRect()
      const view = box.getBoundingClientRect()
      return link.top >= view.top - 1 && link.bottom <= view.bottom + 1
    }
    await waitFor(() => inSight("Replaying events"), "Replaying events in the contents' sight")

    element.setAttribute("auto-scroll", "false")
    box.scrollTop = 0
    widget.article().scrollTop = 0
    await waitForActive(widget, ["States", "Events"])
    scrollArticleTo(widget, "Replaying events")
    await waitFor(() => widget.activeLinks()[0] === "Replaying events", "Replaying events again")
    await nextFrame()
    await nextFrame()
    expect(box.scrollTop).to.equal(0)
    expect(inSight("Replaying events")).to.equal(false)
  })

  it("narrows the band to the box's top fifth, and widens it to the whole box, by root margin", async () => {
    const { root, element } = await mountDemo("toc", { "root-margin": "0px 0px -80% 0px" })
    const widget = toc(root)
    await waitForActive(widget, ["States"])
    // A new margin starts a new observer; the article keeps its place.
    scrollArticleTo(widget, "Context", 10)
    await waitForActive(widget, ["Context"])
    element.setAttribute("root-margin", "0px")
    await waitFor(
      () => widget.activeLinks()[0] === "Context" && widget.activeLinks().length >= 2,
      `Context and what follows it (now ${JSON.stringify(widget.activeLinks())})`,
    )
  })

  it("mirrors the layout and the indicator right to left", async () => {
    const { root } = await mountDemo("toc", { dir: "rtl" })
    const widget = toc(root)
    expect(widget.nav().getAttribute("dir")).to.equal("rtl")
    expect(widget.link("States").getAttribute("dir")).to.equal("rtl")
    await waitFor(() => indicatorSpans(widget, "States", "Events"), "the indicator")
    const track = widget.link("States").closest("ul")!.getBoundingClientRect()
    expect(Math.abs(widget.indicator().getBoundingClientRect().right - track.right)).to.be.lessThan(
      1,
    )
    // The contents sit at the inline start: on the right (beside the article, or above it).
    expect(widget.contentsBox().getBoundingClientRect().right).to.be.at.least(
      widget.article().getBoundingClientRect().right - 1,
    )
    const link = (name: string) => widget.link(name).getBoundingClientRect()
    expect(link("Guards").right).to.be.lessThan(link("Events").right)
  })

  it("shows navigating while it scrolls to a clicked link, then idle, in the Visualizer", async () => {
    const { root } = await mountDemo("toc")
    const widget = toc(root)
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle")
    await click(widget.link("Effects"))
    await waitForVisualizer(root, 'state: "navigating"', "navigating")
    await waitForVisualizer(root, 'state: "idle"', "idle again")
  })

  it("adds headings only at the level heading-level asks for, sub-sections one below", async () => {
    const plain = toc((await mountDemo("toc")).root)
    expect(queryAllByRole(plain.article(), "heading")).to.have.length(0)
    expect(plain.heading("Guards").textContent).to.equal("Guards")
    cleanup()
    const { root } = await mountDemo("toc", { "heading-level": "3" })
    const widget = toc(root)
    expect(getByRole(widget.article(), "heading", { name: "Events" }).localName).to.equal("h3")
    expect(getByRole(widget.article(), "heading", { name: "Guards" }).localName).to.equal("h4")
    // The headings keep their ids: zag still follows them.
    await waitForActive(widget, ["States", "Events"])
  })

  it("has no serious accessibility violations", async () => {
    const { element, root } = await mountDemo("toc")
    await waitForActive(toc(root), ["States", "Events"])
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
