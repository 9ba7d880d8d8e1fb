import { expect } from "chai"
import { getAllByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  resetMouseAndCleanup,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "./helpers"

const thumbs = (root: ShadowRoot) => getAllByRole(within(root), "slider", { name: "Quantity" })
const values = (root: ShadowRoot) =>
  thumbs(root).map((thumb) => Number(thumb.getAttribute("aria-valuenow")))
const valueText = (root: ShadowRoot) =>
  root.querySelector('[data-part="value-text"]')?.textContent ?? ""

async function focusThumb(root: ShadowRoot, index: number) {
  thumbs(root)[index]!.focus()
  await nextFrame()
}

describe("<demo-range-slider>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows the SPEC content: Quantity, thumbs at 10 and 60, markers 10, 30, 50, 90", async () => {
    const { root } = await mountDemo("range-slider")
    expect(root.querySelector('[data-part="label"]')?.textContent).to.equal("Quantity")
    expect(values(root)).to.deep.equal([10, 60])
    expect(valueText(root)).to.equal("10 - 60")
    const markers = [...root.querySelectorAll('[data-part="marker"]')].map((m) => m.textContent)
    expect(markers).to.deep.equal(["10", "30", "50", "90"])
    const hidden = [...root.querySelectorAll<HTMLInputElement>('input[name="quantity[]"]')]
    expect(hidden.map((input) => input.value)).to.deep.equal(["10", "60"])
  })

  it("moves the closest thumb to a clicked point on the track", async () => {
    const { root } = await mountDemo("range-slider")
    const control = root.querySelector<HTMLElement>('[data-part="control"]')!
    control.scrollIntoView({ block: "center" })
    await nextFrame()
    const box = control.getBoundingClientRect()
    const y = Math.round(box.top + box.height / 2)
    await sendMouse({ type: "click", position: [Math.round(box.left + box.width * 0.8), y] })
    await waitFor(() => Math.abs(values(root)[1]! - 80) <= 3, "the second thumb near 80")
    expect(values(root)[0]).to.equal(10)
    await sendMouse({ type: "click", position: [Math.round(box.left + box.width * 0.25), y] })
    await waitFor(() => Math.abs(values(root)[0]! - 25) <= 3, "the first thumb near 25")
  })

  it("moves each thumb by keyboard, thumbs stopping at each other with the default gap of 0", async () => {
    const { root } = await mountDemo("range-slider")
    await focusThumb(root, 0)
    await press("ArrowRight")
    expect(values(root)).to.deep.equal([11, 60])
    await press("End")
    expect(values(root)).to.deep.equal([60, 60])
    await focusThumb(root, 1)
    await press("Home")
    expect(values(root)).to.deep.equal([60, 60])
    await press("End")
    expect(values(root)).to.deep.equal([60, 100])
    expect(valueText(root)).to.equal("60 - 100")
  })

  it("keeps the thumbs minStepsBetweenThumbs steps apart", async () => {
    const { root } = await mountDemo("range-slider", { "min-steps-between-thumbs": "10" })
    await focusThumb(root, 0)
    await press("End")
    expect(values(root)).to.deep.equal([50, 60])
    await press("ArrowRight")
    expect(values(root)).to.deep.equal([50, 60])
    await focusThumb(root, 1)
    await press("ArrowLeft")
    expect(values(root)).to.deep.equal([50, 60])
    await press("Home")
    expect(values(root)).to.deep.equal([50, 60])
    expect(thumbs(root)[1]!.getAttribute("aria-valuemin")).to.equal("60")
  })

  it("shows a message instead of crashing when the gap cannot fit the range", async () => {
    const { root } = await mountDemo("range-slider", { "min-steps-between-thumbs": "200" })
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), "the message")
    expect(alert.textContent).to.contain("The thumbs need 200 between them")
    expect(values(root)).to.deep.equal([10, 60])
  })

  it("shows focus and dragging in the Visualizer", async () => {
    const { root } = await mountDemo("range-slider")
    await openToolbarTab(root, "Visualizer")
    await focusThumb(root, 1)
    await waitForVisualizer(root, 'state: "focus"', "focus state")
    expect(visualizerText(root)).to.match(/focusedIndex: 1/)
    const box = thumbs(root)[1]!.getBoundingClientRect()
    const y = Math.round(box.top + box.height / 2)
    await sendMouse({ type: "move", position: [Math.round(box.left + box.width / 2), y] })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: [Math.round(box.left + 30), y] })
    await waitForVisualizer(root, 'state: "dragging"', "dragging state")
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, 'state: "focus"', "focus after drop")
    expect(values(root)[1]).to.be.greaterThan(60)
  })
})
