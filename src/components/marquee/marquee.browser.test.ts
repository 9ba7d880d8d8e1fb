// zag has no end-to-end suite for the marquee: these scenarios follow zag's example (its
// Pause, Resume and Toggle buttons, its settings) and the machine's documented behaviour.
import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { emulateMedia, sendMouse } from "@web/test-runner-commands"
import {
  click,
  clickOnHostPage,
  hover,
  mountDemo,
  openToolbarTab,
  resetMouseAndCleanup,
  seriousViolations,
  sleep,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { marqueeDemo } from "./marquee.page"

type Widget = ReturnType<typeof marqueeDemo>

/**
 * How far the first copy of the items moves in `ms`, along the row or the column: negative
 * towards the left or the top. A copy that finishes its run jumps back a whole length, so a
 * window that catches the jump is measured again.
 */
async function drift(widget: Widget, axis: "x" | "y", ms = 300): Promise<number> {
  const position = () => {
    const box = widget.content().getBoundingClientRect()
    return axis === "x" ? box.left : box.top
  }
  const length = axis === "x" ? widget.content().clientWidth : widget.content().clientHeight
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = position()
    await sleep(ms)
    const moved = position() - before
    if (Math.abs(moved) < length / 2) return moved
  }
  throw new Error("The items jumped back in every window measured")
}

describe("<demo-marquee>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows zag's example: a labelled marquee region of four fruits, with a copy hidden from screen readers", async () => {
    const { root } = await mountDemo("marquee")
    const widget = marqueeDemo(root)
    expect(widget.region().getAttribute("aria-roledescription")).to.equal("marquee")
    // Moving text is not announced as it moves.
    expect(widget.region().getAttribute("aria-live")).to.equal("off")
    expect(widget.contents()).to.have.length(2)
    expect(widget.names(widget.content())).to.deep.equal(["Apple", "Banana", "Cherry", "Grape"])
    expect(widget.content().hasAttribute("aria-hidden")).to.equal(false)
    const copy = widget.contents()[1]!
    expect(copy.getAttribute("aria-hidden")).to.equal("true")
    expect(copy.hasAttribute("data-clone")).to.equal(true)
    expect(widget.names(copy)).to.deep.equal(["Apple", "Banana", "Cherry", "Grape"])
    expect(widget.edges().map((edge) => edge.dataset.side)).to.deep.equal(["start", "end"])
    expect(widget.status()).to.equal("Status: Playing")
    expect(widget.paused()).to.equal(false)
  })

  it("draws each fruit's logo as SVG, hidden from screen readers, with no emoji in the text", async () => {
    const { root } = await mountDemo("marquee")
    const items = [...marqueeDemo(root).content().querySelectorAll('[data-part="item"]')]
    expect(items).to.have.length(4)
    for (const item of items) {
      const logo = item.querySelector("svg")
      expect(logo?.getAttribute("aria-hidden"), item.textContent ?? "").to.equal("true")
      expect(logo!.getBoundingClientRect().width).to.be.greaterThan(16)
      expect(item.textContent).to.not.match(/\p{Extended_Pictographic}/u)
    }
  })

  it("shows the Controls defaults of zag's example: side start, speed 50, no pause on interaction, not reversed", async () => {
    const { root } = await mountDemo("marquee")
    await waitFor(() => root.querySelector(".sb-controls"), "the Controls tab")
    const field = <E extends HTMLElement>(label: string) => getByLabelText<E>(within(root), label)
    expect(field<HTMLSelectElement>("Side").value).to.equal("start")
    expect(field<HTMLInputElement>("Speed").value).to.equal("50")
    expect(field<HTMLInputElement>("Pause on interaction").checked).to.equal(false)
    expect(field<HTMLInputElement>("Reverse").checked).to.equal(false)
    expect(field<HTMLSelectElement>("Direction").value).to.equal("ltr")
  })

  it("moves the items towards the start at the set speed, the first copy's width per loop", async () => {
    const { root } = await mountDemo("marquee")
    const widget = marqueeDemo(root)
    const duration = parseFloat(widget.region().style.getPropertyValue("--marquee-duration"))
    expect(duration).to.be.closeTo(widget.content().clientWidth / 50, 0.5)
    expect(await drift(widget, "x")).to.be.lessThan(-5)
  })

  it("stops with Pause, goes on with Resume and switches with Toggle", async () => {
    const { root } = await mountDemo("marquee")
    const widget = marqueeDemo(root)
    await click(widget.button("Pause"))
    await waitFor(() => widget.paused(), "the marquee to pause")
    expect(widget.region().dataset.state).to.equal("paused")
    expect(widget.status()).to.equal("Status: Paused")
    expect(widget.playStates()).to.deep.equal(["paused"])
    expect(await drift(widget, "x")).to.equal(0)

    await click(widget.button("Resume"))
    await waitFor(() => !widget.paused(), "the marquee to play")
    expect(widget.status()).to.equal("Status: Playing")
    expect(await drift(widget, "x")).to.be.lessThan(-5)

    await click(widget.button("Toggle"))
    await waitFor(() => widget.paused(), "Toggle to pause")
    await click(widget.button("Toggle"))
    await waitFor(() => !widget.paused(), "Toggle to play again")
    expect(widget.region().dataset.state).to.equal("idle")
  })

  it("stands still for a visitor who asks for reduced motion, as zag's example does", async () => {
    await emulateMedia({ reducedMotion: "reduce" })
    try {
      const { root } = await mountDemo("marquee")
      const widget = marqueeDemo(root)
      expect(widget.playStates()).to.deep.equal([])
      expect(await drift(widget, "x")).to.equal(0)
      // The buttons still say what they do: the pause state is zag's, whatever the motion.
      await click(widget.button("Pause"))
      await waitFor(() => widget.status() === "Status: Paused", "the paused status")
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" })
    }
  })

  // zag pauses for focus inside the marquee too; the example's items take no focus, so only the
  // pointer half of pause-on-interaction has something to try here.
  it("pauses while the pointer is over it when pause-on-interaction is set, and only then", async () => {
    const { root, element } = await mountDemo("marquee")
    const widget = marqueeDemo(root)
    await hover(widget.region())
    await sleep(100)
    expect(widget.paused()).to.equal(false)

    await sendMouse({ type: "move", position: [0, 0] })
    element.setAttribute("pause-on-interaction", "")
    await waitFor(
      () => getByLabelText<HTMLInputElement>(within(root), "Pause on interaction").checked,
      "the setting on",
    )
    await hover(widget.region())
    await waitFor(() => widget.paused(), "the marquee to pause under the pointer")
    expect(widget.status()).to.equal("Status: Paused")
    expect(await drift(widget, "x")).to.equal(0)
    await clickOnHostPage(element)
    await waitFor(() => !widget.paused(), "the marquee to play once the pointer leaves")
  })

  it("runs towards the end, or the other way when reversed", async () => {
    const { root, element } = await mountDemo("marquee", { side: "end" })
    const widget = marqueeDemo(root)
    expect(widget.content().dataset.side).to.equal("end")
    expect(await drift(widget, "x")).to.be.greaterThan(5)
    element.setAttribute("reverse", "")
    await waitFor(() => widget.content().hasAttribute("data-reverse"), "a reversed marquee")
    expect(await drift(widget, "x")).to.be.lessThan(-5)
  })

  it("runs up a column for side top and down for side bottom, fading at the top and bottom", async () => {
    const { root, element } = await mountDemo("marquee", { side: "top" })
    const widget = marqueeDemo(root)
    expect(widget.region().dataset.orientation).to.equal("vertical")
    expect(widget.edges().map((edge) => edge.dataset.side)).to.deep.equal(["top", "bottom"])
    expect(await drift(widget, "y")).to.be.lessThan(-5)
    element.setAttribute("side", "bottom")
    await waitFor(() => widget.content().dataset.side === "bottom", "side bottom")
    expect(await drift(widget, "y")).to.be.greaterThan(5)
  })

  it("runs towards the right in rtl, where the row starts", async () => {
    const { root } = await mountDemo("marquee", { dir: "rtl" })
    const widget = marqueeDemo(root)
    expect(widget.region().getAttribute("dir")).to.equal("rtl")
    expect(await drift(widget, "x")).to.be.greaterThan(5)
  })

  it("follows the speed control: twice the speed, half the loop time", async () => {
    const { root, element } = await mountDemo("marquee")
    const widget = marqueeDemo(root)
    const read = () => parseFloat(widget.region().style.getPropertyValue("--marquee-duration"))
    const slow = read()
    element.setAttribute("speed", "100")
    await waitFor(() => read() !== slow, "a new loop time")
    expect(read()).to.be.closeTo(slow / 2, 0.05)
  })

  it("shows the paused context in the Visualizer", async () => {
    const { root } = await mountDemo("marquee")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "paused: false", "playing in the context")
    await click(marqueeDemo(root).button("Pause"))
    await waitForVisualizer(root, "paused: true", "paused in the context")
  })

  it("has no serious or critical axe violations, playing or paused", async () => {
    const { element, root } = await mountDemo("marquee")
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(marqueeDemo(root).button("Pause"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
