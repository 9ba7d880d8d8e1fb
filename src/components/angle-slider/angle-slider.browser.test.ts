import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressBurst,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  throttleCpu,
  waitFor,
  waitForValue,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { angleSlider } from "./angle-slider.page"

/** Presses the real mouse at `from`, moves it through `path` and releases it at the last point. */
async function drag(from: [number, number], ...path: [number, number][]) {
  await sendMouse({ type: "move", position: from })
  await sendMouse({ type: "down" })
  for (const position of path) await sendMouse({ type: "move", position })
  await sendMouse({ type: "up" })
  await nextFrame()
}

async function mountCentred(attributes: Record<string, string> = {}) {
  const demo = await mountDemo("angle-slider", attributes)
  angleSlider(demo.root).control().scrollIntoView({ block: "center" })
  await nextFrame()
  return demo
}

describe("<demo-angle-slider>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows zag's example: the label with 0deg, a slider from 0 to 360 and eight markers", async () => {
    const { root } = await mountDemo("angle-slider")
    const widget = angleSlider(root)
    expect(widget.label()).to.equal("Angle Slider: 0deg")
    expect(widget.valueText()).to.equal("0deg")
    expect(widget.value()).to.equal(0)
    expect(widget.thumb().getAttribute("aria-valuemin")).to.equal("0")
    expect(widget.thumb().getAttribute("aria-valuemax")).to.equal("360")
    expect(widget.thumb().tabIndex).to.equal(0)
    expect(widget.markers().map((marker) => marker.dataset.value)).to.deep.equal([
      "0",
      "45",
      "90",
      "135",
      "180",
      "225",
      "270",
      "315",
    ])
    // The marker at the value is "at-value"; the rest lie ahead of it.
    expect(widget.markers().map((marker) => marker.dataset.state)).to.deep.equal([
      "at-value",
      ...Array(7).fill("over-value"),
    ])
    expect(widget.hiddenInput().value).to.equal("0")
  })

  it("shows the Controls defaults of zag's example: step 1, neither disabled nor read-only", async () => {
    const { root } = await mountDemo("angle-slider")
    await waitFor(() => root.querySelector(".sb-controls"), "the Controls tab")
    expect(getByLabelText<HTMLInputElement>(within(root), "Step").value).to.equal("1")
    expect(getByLabelText<HTMLInputElement>(within(root), "Disabled").checked).to.equal(false)
    expect(getByLabelText<HTMLInputElement>(within(root), "Read-only").checked).to.equal(false)
    expect(getByLabelText<HTMLSelectElement>(within(root), "Direction").value).to.equal("ltr")
  })

  // zag e2e: "[pointer] thumb drag should maintain relative position".
  it("keeps where the thumb was grabbed: a drag from beside its line turns by the pointer's turn", async () => {
    const { root } = await mountCentred()
    const widget = angleSlider(root)
    expect(widget.valueText()).to.equal("0deg")
    // Grab the thumb's knob a few pixels right of its line, so the grab is a few degrees off.
    const [x, y] = widget.pointAt(0, 0.95)
    await drag([x + 4, y], widget.pointAt(45), widget.pointAt(90))
    const value = widget.value()
    // The grab was right of the line: the thumb lags the pointer by that angle, not jumps to it.
    expect(value).to.be.greaterThan(70)
    expect(value).to.be.lessThan(90)
    expect(widget.valueText()).to.equal(`${value}deg`)
    await expectFocus(widget.thumb())
  })

  it("turns the thumb to where the dial is clicked, rounding up to a whole step", async () => {
    const { root } = await mountCentred()
    const widget = angleSlider(root)
    await sendMouse({ type: "click", position: widget.pointAt(90) })
    await waitFor(() => Math.abs(widget.value() - 90) <= 2, "the value near 90")
    await expectFocus(widget.thumb())
    // Markers up to the value count as passed.
    const states = widget.markers().map((marker) => marker.dataset.state)
    expect(states.slice(0, 2)).to.deep.equal(["under-value", "under-value"])
    expect(states.slice(3)).to.deep.equal(Array(5).fill("over-value"))
    await sendMouse({ type: "click", position: widget.pointAt(225) })
    await waitFor(() => Math.abs(widget.value() - 225) <= 2, "the value near 225")
    expect(widget.hiddenInput().value).to.equal(String(widget.value()))
  })

  it("steps with the arrows, ten at a time with shift, and jumps to 0 and 359 with Home and End", async () => {
    const { root } = await mountDemo("angle-slider")
    const widget = angleSlider(root)
    await widget.focusThumb()
    await press("ArrowRight")
    expect(widget.value()).to.equal(1)
    // zag turns clockwise with ArrowDown and back with ArrowUp.
    await press("ArrowDown")
    expect(widget.value()).to.equal(2)
    await press("ArrowUp")
    expect(widget.value()).to.equal(1)
    await press("ArrowLeft")
    expect(widget.value()).to.equal(0)
    await pressWith("Shift", "ArrowRight")
    expect(widget.value()).to.equal(10)
    await pressWith("Shift", "ArrowLeft")
    expect(widget.value()).to.equal(0)
    // Ten steps from 1 land on 10, not 11: zag snaps a shift step to a multiple of ten steps.
    await press("ArrowRight")
    await pressWith("Shift", "ArrowRight")
    expect(widget.value()).to.equal(10)
    await press("Home")
    // No wrap past the top of the dial: 0 and 359 are the ends.
    await press("ArrowLeft")
    expect(widget.value()).to.equal(0)
    await press("End")
    expect(widget.value()).to.equal(359)
    expect(widget.valueText()).to.equal("359deg")
    await press("ArrowRight")
    expect(widget.value()).to.equal(359)
    await press("Home")
    expect(widget.value()).to.equal(0)
  })

  it("takes every step of keys pressed back to back, at full speed and with the CPU slowed 4×", async () => {
    const { root } = await mountDemo("angle-slider")
    const widget = angleSlider(root)
    await widget.focusThumb()
    await pressBurst(Array(10).fill("ArrowRight"))
    await waitForValue(() => widget.value(), 10, "the angle after ten quick steps")
    await throttleCpu(4)
    try {
      await pressBurst(Array(10).fill("ArrowRight"))
      await waitForValue(() => widget.value(), 20, "the angle after ten more, throttled")
    } finally {
      await throttleCpu(1)
    }
  })

  it("follows the step control with keys and pointer", async () => {
    const { root } = await mountCentred({ step: "15" })
    const widget = angleSlider(root)
    await widget.focusThumb()
    await press("ArrowRight")
    expect(widget.value()).to.equal(15)
    // Shift turns ten steps and lands on a multiple of ten steps, as zag snaps it: 15 + 150 → 150.
    await pressWith("Shift", "ArrowRight")
    expect(widget.value()).to.equal(150)
    await sendMouse({ type: "click", position: widget.pointAt(100) })
    await waitFor(() => widget.value() !== 150, "the clicked value")
    expect(widget.value() % 15).to.equal(0)
    expect(Math.abs(widget.value() - 100)).to.be.lessThan(15)
  })

  it("mirrors the dial in rtl: ArrowLeft turns forward and a click on the right reads 270", async () => {
    const { root } = await mountCentred({ dir: "rtl" })
    const widget = angleSlider(root)
    expect(widget.root().getAttribute("dir")).to.equal("rtl")
    await widget.focusThumb()
    await press("ArrowLeft")
    expect(widget.value()).to.equal(1)
    await press("ArrowRight")
    expect(widget.value()).to.equal(0)
    await sendMouse({ type: "click", position: widget.pointAt(90) })
    await waitFor(() => Math.abs(widget.value() - 270) <= 2, "the value near 270")
  })

  it("ignores keys and the pointer when read-only, and leaves the tab order when disabled", async () => {
    const { root, element } = await mountCentred({ "read-only": "" })
    const widget = angleSlider(root)
    await widget.focusThumb()
    await expectFocus(widget.thumb())
    await press("ArrowRight")
    await sendMouse({ type: "click", position: widget.pointAt(90) })
    await nextFrame()
    expect(widget.value()).to.equal(0)
    expect(widget.root().hasAttribute("data-readonly")).to.equal(true)

    element.removeAttribute("read-only")
    element.setAttribute("disabled", "")
    await waitFor(() => widget.root().hasAttribute("data-disabled"), "a disabled slider")
    expect(widget.thumb().hasAttribute("tabindex")).to.equal(false)
    await click(widget.control())
    expect(widget.value()).to.equal(0)
  })

  it("shows idle, focused and dragging in the Visualizer as they happen", async () => {
    const { root } = await mountCentred()
    const widget = angleSlider(root)
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "the idle state")
    await widget.focusThumb()
    await waitForVisualizer(root, 'state: "focused"', "the focused state")
    widget.thumb().blur()
    await waitForVisualizer(root, 'state: "idle"', "idle after blur")

    widget.control().scrollIntoView({ block: "center" })
    await nextFrame()
    await sendMouse({ type: "move", position: widget.pointAt(60) })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: widget.pointAt(120) })
    await waitForVisualizer(root, 'state: "dragging"', "the dragging state")
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, 'state: "focused"', "focused after the drop")
  })

  // zag e2e: "should have no accessibility violation".
  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("angle-slider")
    await angleSlider(root).focusThumb()
    await press("ArrowRight")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
