import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  click,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  waitForVisualizer,
  within,
  pressBurst,
  waitForValue,
} from "../../../test/browser/helpers"
import { slider } from "../../../test/browser/pages/slider-parts"

describe("<demo-slider>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows its content: label, one thumb at 0, value text and markers 10, 30, 90", async () => {
    const { root } = await mountDemo("slider")
    expect(slider(root).label()).to.equal("Slider Label")
    expect(slider(root).thumbs()).to.have.length(1)
    getByRole(within(root), "slider", { name: "Slider Label" })
    expect(slider(root).value()).to.equal(0)
    expect(slider(root).thumb().getAttribute("aria-valuemin")).to.equal("0")
    expect(slider(root).thumb().getAttribute("aria-valuemax")).to.equal("100")
    expect(slider(root).valueText()).to.equal("0")
    expect(slider(root).markers()).to.deep.equal(["10", "30", "90"])
    const hidden = root.querySelector<HTMLInputElement>('input[name="slider"]')!
    expect(hidden.value).to.equal("0")
  })

  it("moves the thumb to where the track is clicked, and drags it", async () => {
    const { root } = await mountDemo("slider")
    slider(root).control().scrollIntoView({ block: "center" })
    await nextFrame()
    await sendMouse({ type: "click", position: slider(root).pointAt(0.5) })
    await waitFor(() => Math.abs(slider(root).value() - 50) <= 3, "the value near 50")
    expect(slider(root).valueText()).to.equal(String(slider(root).value()))

    const box = slider(root).thumb().getBoundingClientRect()
    await sendMouse({
      type: "move",
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: slider(root).pointAt(0.8) })
    await sendMouse({ type: "move", position: slider(root).pointAt(0.9) })
    await sendMouse({ type: "up" })
    await waitFor(() => slider(root).value() >= 85, "the dragged value near 90")
  })

  it("takes every step of keys pressed back to back: ArrowRight ×5, then End, Home, PageUp", async () => {
    const { root } = await mountDemo("slider")
    await slider(root).focusThumb()
    await pressBurst(Array(5).fill("ArrowRight"))
    await waitForValue(() => slider(root).value(), 5, "the value after five quick steps")
    await pressBurst(["End", "Home", "PageUp"])
    await waitForValue(() => slider(root).value(), 10, "the value after End, Home, PageUp")
  })

  it("steps with arrows, ×10 with PageUp/PageDown and shift+arrow, and jumps with Home/End", async () => {
    const { root } = await mountDemo("slider")
    await slider(root).focusThumb()
    await pressWith("Shift", "ArrowRight")
    expect(slider(root).value()).to.equal(10)
    await press("PageUp")
    expect(slider(root).value()).to.equal(20)
    await press("PageDown")
    expect(slider(root).value()).to.equal(10)
    await pressWith("Shift", "ArrowLeft")
    expect(slider(root).value()).to.equal(0)
    await press("ArrowRight")
    expect(slider(root).value()).to.equal(1)
    // zag reads only the arrows of the slider's orientation.
    await press("ArrowUp")
    expect(slider(root).value()).to.equal(1)
    await press("ArrowRight")
    expect(slider(root).value()).to.equal(2)
    await press("End")
    expect(slider(root).value()).to.equal(100)
    await press("ArrowRight")
    expect(slider(root).value()).to.equal(100)
    await press("Home")
    expect(slider(root).value()).to.equal(0)
    await press("ArrowLeft")
    expect(slider(root).value()).to.equal(0)
    expect(slider(root).valueText()).to.equal("0")
  })

  it("moves one whole step with ctrl+arrow: zag 1.47 has no ×0.1 step for ctrl or meta", async () => {
    const { root } = await mountDemo("slider")
    await slider(root).focusThumb()
    await pressWith("Control", "ArrowRight")
    expect(slider(root).value()).to.equal(1)
  })

  it("shows idle, focus and dragging in the Visualizer as they happen", async () => {
    const { root } = await mountDemo("slider")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    await slider(root).focusThumb()
    await waitForVisualizer(root, 'state: "focus"', "focus state")
    slider(root).thumb().blur()
    await waitForVisualizer(root, 'state: "idle"', "idle after blur")

    slider(root).control().scrollIntoView({ block: "center" })
    await nextFrame()
    await sendMouse({ type: "move", position: slider(root).pointAt(0.3) })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: slider(root).pointAt(0.4) })
    await waitForVisualizer(root, 'state: "dragging"', "dragging state")
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, 'state: "focus"', "focus after drop")
  })

  it("follows the step, min and max controls", async () => {
    const { root, element } = await mountDemo("slider", { step: "5", max: "50" })
    await slider(root).focusThumb()
    await press("ArrowRight")
    expect(slider(root).value()).to.equal(5)
    await press("PageUp")
    expect(slider(root).value()).to.equal(50)
    element.setAttribute("min", "20")
    await waitFor(() => slider(root).thumb().getAttribute("aria-valuemin") === "20", "min 20")
    expect(slider(root).value()).to.equal(50)
    await press("Home")
    expect(slider(root).value()).to.equal(20)
    // A new range takes the thumb with it at once, not on its next move.
    await press("End")
    element.setAttribute("max", "30")
    await waitFor(() => slider(root).value() === 30, "the value clamped to the new max of 30")
  })

  it("reads arrows in the direction of dir and orientation", async () => {
    const { root, element } = await mountDemo("slider", { dir: "rtl" })
    await slider(root).focusThumb()
    await press("ArrowLeft")
    expect(slider(root).value()).to.equal(1)
    element.setAttribute("orientation", "vertical")
    await waitFor(
      () => slider(root).thumb().getAttribute("aria-orientation") === "vertical",
      "vertical",
    )
    await slider(root).focusThumb()
    await press("ArrowUp")
    expect(slider(root).value()).to.equal(2)
    await press("ArrowRight")
    expect(slider(root).value()).to.equal(2)
  })

  it("ignores keys and clicks when disabled or read-only", async () => {
    const { root, element } = await mountDemo("slider", { "read-only": "" })
    await slider(root).focusThumb()
    await press("ArrowRight")
    await click(slider(root).control())
    expect(slider(root).value()).to.equal(0)

    element.removeAttribute("read-only")
    element.setAttribute("disabled", "")
    await waitFor(
      () => slider(root).thumb().getAttribute("aria-disabled") === "true",
      "disabled thumb",
    )
    expect(slider(root).thumb().hasAttribute("tabindex")).to.equal(false)
    await click(slider(root).control())
    expect(slider(root).value()).to.equal(0)
  })

  it("shows a message instead of crashing when max is not above min", async () => {
    const { root, element } = await mountDemo("slider")
    element.setAttribute("min", "80")
    element.setAttribute("max", "20")
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), "the message")
    expect(alert.textContent).to.contain("Max must be greater than min.")
    expect(slider(root).thumb().getAttribute("aria-valuemax")).to.equal("100")
    element.setAttribute("max", "90")
    await waitFor(() => !root.querySelector('[role="alert"]'), "the message to go")
    expect(slider(root).thumb().getAttribute("aria-valuemin")).to.equal("80")
    expect(slider(root).value()).to.equal(80)
  })

  it("logs the form value when the slider changes", async () => {
    const { root } = await mountDemo("slider", { log: "" })
    const logged: unknown[][] = []
    const original = console.log
    console.log = (...args: unknown[]) => logged.push(args)
    try {
      await slider(root).focusThumb()
      await press("End")
      await waitFor(
        () => logged.some((args) => String(args[0]).endsWith("form input")),
        "a form input log",
      )
    } finally {
      console.log = original
    }
    const entry = logged.find((args) => String(args[0]).endsWith("form input"))!
    expect(entry[1]).to.deep.equal({ slider: "100" })
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("slider")
    await slider(root).focusThumb()
    await press("ArrowRight")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
