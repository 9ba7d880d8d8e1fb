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
} from "../../../test/browser/helpers"
import { slider } from "../../../test/browser/pages/slider-parts"

describe("<demo-range-slider>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows its content: Quantity, thumbs at 10 and 60, markers 10, 30, 50, 90", async () => {
    const { root } = await mountDemo("range-slider")
    expect(slider(root).label()).to.equal("Quantity")
    expect(getAllByRole(within(root), "slider", { name: "Quantity" })).to.have.length(2)
    expect(slider(root).values()).to.deep.equal([10, 60])
    expect(slider(root).valueText()).to.equal("10 - 60")
    expect(slider(root).markers()).to.deep.equal(["10", "30", "50", "90"])
    const hidden = [...root.querySelectorAll<HTMLInputElement>('input[name="quantity[]"]')]
    expect(hidden.map((input) => input.value)).to.deep.equal(["10", "60"])
  })

  it("moves the closest thumb to a clicked point on the track", async () => {
    const { root } = await mountDemo("range-slider")
    slider(root).control().scrollIntoView({ block: "center" })
    await nextFrame()
    await sendMouse({ type: "click", position: slider(root).pointAt(0.8) })
    await waitFor(() => Math.abs(slider(root).values()[1]! - 80) <= 3, "the second thumb near 80")
    expect(slider(root).values()[0]).to.equal(10)
    await sendMouse({ type: "click", position: slider(root).pointAt(0.25) })
    await waitFor(() => Math.abs(slider(root).values()[0]! - 25) <= 3, "the first thumb near 25")
  })

  it("moves each thumb by keyboard, thumbs stopping at each other with the default gap of 0", async () => {
    const { root } = await mountDemo("range-slider")
    await slider(root).focusThumb(0)
    await press("ArrowRight")
    expect(slider(root).values()).to.deep.equal([11, 60])
    await press("End")
    expect(slider(root).values()).to.deep.equal([60, 60])
    await slider(root).focusThumb(1)
    await press("Home")
    expect(slider(root).values()).to.deep.equal([60, 60])
    await press("End")
    expect(slider(root).values()).to.deep.equal([60, 100])
    expect(slider(root).valueText()).to.equal("60 - 100")
  })

  it("keeps the thumbs minStepsBetweenThumbs steps apart", async () => {
    const { root } = await mountDemo("range-slider", { "min-steps-between-thumbs": "10" })
    await slider(root).focusThumb(0)
    await press("End")
    expect(slider(root).values()).to.deep.equal([50, 60])
    await press("ArrowRight")
    expect(slider(root).values()).to.deep.equal([50, 60])
    await slider(root).focusThumb(1)
    await press("ArrowLeft")
    expect(slider(root).values()).to.deep.equal([50, 60])
    await press("Home")
    expect(slider(root).values()).to.deep.equal([50, 60])
    expect(slider(root).thumb(1).getAttribute("aria-valuemin")).to.equal("60")
  })

  it("shows a message instead of crashing when the gap cannot fit the range", async () => {
    const { root } = await mountDemo("range-slider", { "min-steps-between-thumbs": "200" })
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), "the message")
    expect(alert.textContent).to.contain("The thumbs need 200 between them")
    expect(slider(root).values()).to.deep.equal([10, 60])
  })

  it("shows focus and dragging in the Visualizer", async () => {
    const { root } = await mountDemo("range-slider")
    await openToolbarTab(root, "Visualizer")
    await slider(root).focusThumb(1)
    await waitForVisualizer(root, 'state: "focus"', "focus state")
    expect(visualizerText(root)).to.match(/focusedIndex: 1/)
    const box = slider(root).thumb(1).getBoundingClientRect()
    const y = Math.round(box.top + box.height / 2)
    await sendMouse({ type: "move", position: [Math.round(box.left + box.width / 2), y] })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: [Math.round(box.left + 30), y] })
    await waitForVisualizer(root, 'state: "dragging"', "dragging state")
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, 'state: "focus"', "focus after drop")
    expect(slider(root).values()[1]).to.be.greaterThan(60)
  })
})
