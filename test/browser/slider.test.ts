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
} from "./helpers"

const thumb = (root: ShadowRoot) => getByRole(within(root), "slider", { name: "Slider Label" })
const valueNow = (root: ShadowRoot) => Number(thumb(root).getAttribute("aria-valuenow"))
const valueText = (root: ShadowRoot) =>
  root.querySelector('[data-part="value-text"]')?.textContent ?? ""
const track = (root: ShadowRoot) => root.querySelector<HTMLElement>('[data-part="control"]')!

async function focusThumb(root: ShadowRoot) {
  thumb(root).focus()
  await nextFrame()
}

/** A point on the control, `fraction` of the way along its width. */
function pointAt(root: ShadowRoot, fraction: number): [number, number] {
  const box = track(root).getBoundingClientRect()
  return [Math.round(box.left + box.width * fraction), Math.round(box.top + box.height / 2)]
}

describe("<demo-slider>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows the SPEC content: label, one thumb at 0, value text and markers 10, 30, 90", async () => {
    const { root } = await mountDemo("slider")
    expect(root.querySelector('[data-part="label"]')?.textContent).to.equal("Slider Label")
    expect(root.querySelectorAll('[role="slider"]')).to.have.length(1)
    expect(valueNow(root)).to.equal(0)
    expect(thumb(root).getAttribute("aria-valuemin")).to.equal("0")
    expect(thumb(root).getAttribute("aria-valuemax")).to.equal("100")
    expect(valueText(root)).to.equal("0")
    const markers = [...root.querySelectorAll('[data-part="marker"]')].map((m) => m.textContent)
    expect(markers).to.deep.equal(["10", "30", "90"])
    const hidden = root.querySelector<HTMLInputElement>('input[name="slider"]')!
    expect(hidden.value).to.equal("0")
  })

  it("moves the thumb to where the track is clicked, and drags it", async () => {
    const { root } = await mountDemo("slider")
    track(root).scrollIntoView({ block: "center" })
    await nextFrame()
    await sendMouse({ type: "click", position: pointAt(root, 0.5) })
    await waitFor(() => Math.abs(valueNow(root) - 50) <= 3, "the value near 50")
    expect(valueText(root)).to.equal(String(valueNow(root)))

    const box = thumb(root).getBoundingClientRect()
    await sendMouse({
      type: "move",
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: pointAt(root, 0.8) })
    await sendMouse({ type: "move", position: pointAt(root, 0.9) })
    await sendMouse({ type: "up" })
    await waitFor(() => valueNow(root) >= 85, "the dragged value near 90")
  })

  it("takes every step of keys pressed back to back: ArrowRight ×5, then End, Home, PageUp", async () => {
    const { root } = await mountDemo("slider")
    await focusThumb(root)
    await pressBurst(Array(5).fill("ArrowRight"))
    await waitForValue(() => valueNow(root), 5, "the value after five quick steps")
    await pressBurst(["End", "Home", "PageUp"])
    await waitForValue(() => valueNow(root), 10, "the value after End, Home, PageUp")
  })

  it("steps with arrows, ×10 with PageUp/PageDown and shift+arrow, and jumps with Home/End", async () => {
    const { root } = await mountDemo("slider")
    await focusThumb(root)
    await pressWith("Shift", "ArrowRight")
    expect(valueNow(root)).to.equal(10)
    await press("PageUp")
    expect(valueNow(root)).to.equal(20)
    await press("PageDown")
    expect(valueNow(root)).to.equal(10)
    await pressWith("Shift", "ArrowLeft")
    expect(valueNow(root)).to.equal(0)
    await press("ArrowRight")
    expect(valueNow(root)).to.equal(1)
    // zag reads only the arrows of the slider's orientation.
    await press("ArrowUp")
    expect(valueNow(root)).to.equal(1)
    await press("ArrowRight")
    expect(valueNow(root)).to.equal(2)
    await press("End")
    expect(valueNow(root)).to.equal(100)
    await press("ArrowRight")
    expect(valueNow(root)).to.equal(100)
    await press("Home")
    expect(valueNow(root)).to.equal(0)
    await press("ArrowLeft")
    expect(valueNow(root)).to.equal(0)
    expect(valueText(root)).to.equal("0")
  })

  it("moves one whole step with ctrl+arrow: zag 1.43 has no ×0.1 step for ctrl or meta", async () => {
    const { root } = await mountDemo("slider")
    await focusThumb(root)
    await pressWith("Control", "ArrowRight")
    expect(valueNow(root)).to.equal(1)
  })

  it("shows idle, focus and dragging in the Visualizer as they happen", async () => {
    const { root } = await mountDemo("slider")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    await focusThumb(root)
    await waitForVisualizer(root, 'state: "focus"', "focus state")
    thumb(root).blur()
    await waitForVisualizer(root, 'state: "idle"', "idle after blur")

    track(root).scrollIntoView({ block: "center" })
    await nextFrame()
    await sendMouse({ type: "move", position: pointAt(root, 0.3) })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: pointAt(root, 0.4) })
    await waitForVisualizer(root, 'state: "dragging"', "dragging state")
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, 'state: "focus"', "focus after drop")
  })

  it("follows the step, min and max controls", async () => {
    const { root, element } = await mountDemo("slider", { step: "5", max: "50" })
    await focusThumb(root)
    await press("ArrowRight")
    expect(valueNow(root)).to.equal(5)
    await press("PageUp")
    expect(valueNow(root)).to.equal(50)
    element.setAttribute("min", "20")
    await waitFor(() => thumb(root).getAttribute("aria-valuemin") === "20", "min 20")
    expect(valueNow(root)).to.equal(50)
    await press("Home")
    expect(valueNow(root)).to.equal(20)
    // A new range takes the thumb with it at once, not on its next move.
    await press("End")
    element.setAttribute("max", "30")
    await waitFor(() => valueNow(root) === 30, "the value clamped to the new max of 30")
  })

  it("reads arrows in the direction of dir and orientation", async () => {
    const { root, element } = await mountDemo("slider", { dir: "rtl" })
    await focusThumb(root)
    await press("ArrowLeft")
    expect(valueNow(root)).to.equal(1)
    element.setAttribute("orientation", "vertical")
    await waitFor(() => thumb(root).getAttribute("aria-orientation") === "vertical", "vertical")
    await focusThumb(root)
    await press("ArrowUp")
    expect(valueNow(root)).to.equal(2)
    await press("ArrowRight")
    expect(valueNow(root)).to.equal(2)
  })

  it("ignores keys and clicks when disabled or read-only", async () => {
    const { root, element } = await mountDemo("slider", { "read-only": "" })
    await focusThumb(root)
    await press("ArrowRight")
    await click(track(root))
    expect(valueNow(root)).to.equal(0)

    element.removeAttribute("read-only")
    element.setAttribute("disabled", "")
    await waitFor(() => thumb(root).getAttribute("aria-disabled") === "true", "disabled thumb")
    expect(thumb(root).hasAttribute("tabindex")).to.equal(false)
    await click(track(root))
    expect(valueNow(root)).to.equal(0)
  })

  it("shows a message instead of crashing when max is not above min", async () => {
    const { root, element } = await mountDemo("slider")
    element.setAttribute("min", "80")
    element.setAttribute("max", "20")
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), "the message")
    expect(alert.textContent).to.contain("Max must be greater than min.")
    expect(thumb(root).getAttribute("aria-valuemax")).to.equal("100")
    element.setAttribute("max", "90")
    await waitFor(() => !root.querySelector('[role="alert"]'), "the message to go")
    expect(thumb(root).getAttribute("aria-valuemin")).to.equal("80")
    expect(valueNow(root)).to.equal(80)
  })

  it("logs the form value when the slider changes", async () => {
    const { root } = await mountDemo("slider", { log: "" })
    const logged: unknown[][] = []
    const original = console.log
    console.log = (...args: unknown[]) => logged.push(args)
    try {
      await focusThumb(root)
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
    await focusThumb(root)
    await press("ArrowRight")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
