import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  click,
  expectFocus,
  hover,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { scrollAreaDemo } from "./scroll-area.page"

type Widget = ReturnType<typeof scrollAreaDemo>

const maxScrollTop = (viewport: HTMLElement) => viewport.scrollHeight - viewport.clientHeight

/** Mounts the demo with the area in view and its bars measured. */
async function mountArea(attributes: Record<string, string> = {}) {
  const demo = await mountDemo("scroll-area", attributes)
  const widget = scrollAreaDemo(demo.root)
  widget.root().scrollIntoView({ block: "center" })
  await waitFor(() => widget.thumb("vertical").offsetHeight > 0, "the thumbs measured")
  await nextFrame()
  return { ...demo, widget }
}

/**
 * Waits until the area has stopped moving (the same offsets for three frames): the browser
 * scrolls smoothly, and a key pressed before that may not be read as a new scroll.
 */
async function scrollSettled(viewport: HTMLElement) {
  let last = ""
  let still = 0
  await waitFor(() => {
    const now = `${viewport.scrollTop} ${viewport.scrollLeft}`
    still = now === last ? still + 1 : 0
    last = now
    return still >= 3
  }, "the scrolling to stop")
}

/** Presses a key in the area once it has stopped moving from the last one. */
async function pressInArea(viewport: HTMLElement, key: string) {
  await scrollSettled(viewport)
  await press(key)
}

/** Tabs from the Scroll to bottom button into the area, as a keyboard user reaches it. */
async function tabIntoArea(widget: Widget) {
  widget.scrollToBottom().focus()
  await press("Tab")
  await expectFocus(widget.viewport())
}

describe("<demo-scroll-area>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows zag's example: rows 0 to 99 wider and taller than the area, with both bars and a corner", async () => {
    const { widget } = await mountArea()
    expect(widget.rows()).to.have.length(100)
    expect(widget.rows().slice(0, 3)).to.deep.equal(["0", "1", "2"])
    expect(widget.rows().at(-1)).to.equal("99")
    expect(widget.root().hasAttribute("data-overflow-x")).to.equal(true)
    expect(widget.root().hasAttribute("data-overflow-y")).to.equal(true)
    expect(widget.viewport().hasAttribute("data-at-top")).to.equal(true)
    expect(widget.viewport().hasAttribute("data-at-left")).to.equal(true)
    expect(widget.viewport().tabIndex).to.equal(0)
    expect(widget.scrollbar("vertical").contains(widget.thumb("vertical"))).to.equal(true)
    expect(widget.scrollbar("horizontal").contains(widget.thumb("horizontal"))).to.equal(true)
    expect(widget.corner().dataset.state).to.equal("visible")
  })

  it("shows the Controls default of zag's example: ltr", async () => {
    const { root } = await mountArea()
    await waitFor(() => root.querySelector(".sb-controls"), "the Controls tab")
    expect(getByLabelText<HTMLSelectElement>(within(root), "Direction").value).to.equal("ltr")
  })

  it("sizes each thumb to the share of the content in view", async () => {
    const { widget } = await mountArea()
    const viewport = widget.viewport()
    const track = widget.scrollbar("vertical").clientHeight
    const expected = Math.max(20, (track * viewport.clientHeight) / viewport.scrollHeight)
    expect(widget.thumb("vertical").offsetHeight).to.be.closeTo(expected, 2)
    const trackX = widget.scrollbar("horizontal").clientWidth
    const expectedX = Math.max(20, (trackX * viewport.clientWidth) / viewport.scrollWidth)
    expect(widget.thumb("horizontal").offsetWidth).to.be.closeTo(expectedX, 2)
  })

  it("is reached with Tab and scrolled with the arrow keys, PageDown, End and Home", async () => {
    const { widget } = await mountArea()
    const viewport = widget.viewport()
    await tabIntoArea(widget)
    await pressInArea(viewport, "ArrowDown")
    await waitFor(() => viewport.scrollTop > 0, "ArrowDown to scroll down")
    await waitFor(() => !viewport.hasAttribute("data-at-top"), "the area to leave the top")
    expect(widget.scrollbar("vertical").hasAttribute("data-scrolling")).to.equal(true)
    const afterArrow = viewport.scrollTop
    await pressInArea(viewport, "PageDown")
    await waitFor(() => viewport.scrollTop > afterArrow + 40, "PageDown to scroll a page")
    await pressInArea(viewport, "End")
    await waitFor(() => viewport.hasAttribute("data-at-bottom"), "End to reach the bottom")
    expect(viewport.scrollTop).to.be.closeTo(maxScrollTop(viewport), 1)
    await pressInArea(viewport, "Home")
    await waitFor(() => viewport.hasAttribute("data-at-top"), "Home to reach the top")
    await pressInArea(viewport, "ArrowRight")
    await waitFor(() => viewport.scrollLeft > 0, "ArrowRight to scroll sideways")
    await waitFor(() => !viewport.hasAttribute("data-at-left"), "the area to leave the left edge")
    expect(widget.scrollbar("horizontal").hasAttribute("data-scrolling")).to.equal(true)
    // The bars say "scrolling" only for a moment after the content last moved.
    await waitFor(
      () => !widget.scrollbar("horizontal").hasAttribute("data-scrolling"),
      "scrolling to end",
      3000,
    )
  })

  it("scrolls to the bottom with the Scroll to bottom button", async () => {
    const { widget } = await mountArea()
    await click(widget.scrollToBottom())
    await waitFor(() => widget.viewport().hasAttribute("data-at-bottom"), "the bottom reached")
    expect(widget.rows().at(-1)).to.equal("99")
  })

  it("shows its bars while the pointer is over the area, and not after it leaves", async () => {
    const { widget } = await mountArea()
    expect(widget.scrollbar("vertical").hasAttribute("data-hover")).to.equal(false)
    await hover(widget.viewport())
    await waitFor(() => widget.scrollbar("vertical").hasAttribute("data-hover"), "hover on")
    expect(widget.scrollbar("horizontal").hasAttribute("data-hover")).to.equal(true)
    await waitFor(() => getComputedStyle(widget.scrollbar("vertical")).opacity === "1", "shown")
    await sendMouse({ type: "move", position: [0, 0] })
    await waitFor(() => !widget.scrollbar("vertical").hasAttribute("data-hover"), "hover off")
  })

  // zag e2e: "dragging the vertical thumb only marks the vertical axis" (zag 1.43.3 marked the
  // horizontal bar and thumb as dragging too; 1.47 marks the dragged axis only), and the scroll
  // the drag makes.
  it("marks only the vertical thumb and bar as dragging while the thumb is dragged, and scrolls", async () => {
    const { widget } = await mountArea()
    const [x, y] = centre(widget.thumb("vertical"))
    await sendMouse({ type: "move", position: [x, y] })
    await sendMouse({ type: "down" })
    await waitFor(() => widget.thumb("vertical").hasAttribute("data-dragging"), "a dragging thumb")
    expect(widget.scrollbar("vertical").hasAttribute("data-dragging")).to.equal(true)
    expect(widget.thumb("horizontal").hasAttribute("data-dragging")).to.equal(false)
    expect(widget.scrollbar("horizontal").hasAttribute("data-dragging")).to.equal(false)
    await sendMouse({ type: "move", position: [x, y + 30] })
    await waitFor(() => widget.viewport().scrollTop > 0, "the drag to scroll the content")
    expect(widget.viewport().scrollLeft).to.equal(0)
    await sendMouse({ type: "up" })
    await waitFor(() => !widget.thumb("vertical").hasAttribute("data-dragging"), "the drop")
  })

  it("jumps to where the track is pressed", async () => {
    const { widget } = await mountArea()
    const track = widget.scrollbar("vertical").getBoundingClientRect()
    const [x] = centre(widget.scrollbar("vertical"))
    await sendMouse({ type: "click", position: [x, Math.round(track.bottom - 3)] })
    const viewport = widget.viewport()
    await waitFor(() => viewport.scrollTop > maxScrollTop(viewport) * 0.8, "a jump near the end")
  })

  it("puts the vertical bar on the left in rtl and scrolls sideways with ArrowLeft", async () => {
    const { widget } = await mountArea({ dir: "rtl" })
    expect(widget.root().getAttribute("dir")).to.equal("rtl")
    const area = widget.root().getBoundingClientRect()
    const bar = widget.scrollbar("vertical").getBoundingClientRect()
    expect(bar.left - area.left).to.be.lessThan(area.width / 2)
    await tabIntoArea(widget)
    await press("ArrowLeft")
    await waitFor(() => widget.viewport().scrollLeft < 0, "ArrowLeft to scroll towards the end")
    await waitFor(() => !widget.viewport().hasAttribute("data-at-right"), "the start edge left")
  })

  it("shows idle and dragging in the Visualizer", async () => {
    const { root, widget } = await mountArea()
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "the idle state")
    widget.root().scrollIntoView({ block: "center" })
    await nextFrame()
    await sendMouse({ type: "move", position: centre(widget.thumb("vertical")) })
    await sendMouse({ type: "down" })
    await waitForVisualizer(root, 'state: "dragging"', "the dragging state")
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, 'state: "idle"', "idle after the drop")
  })

  it("has no serious or critical axe violations, with focus in the area", async () => {
    const { element, widget } = await mountArea()
    await tabIntoArea(widget)
    await press("ArrowDown")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
