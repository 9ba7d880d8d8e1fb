import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  mountDemo,
  nextFrame,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { slider } from "../../../test/browser/pages/slider-parts"

/*
 * <demo-slider variant="tooltip">, zag's slider/tooltip: the value shows in a tooltip on the
 * thumb while it is dragged or focused. The demo has no tooltip at all.
 */

const shownTip = (root: ShadowRoot) => queryByRole(within(root), "tooltip")

describe('<demo-slider variant="tooltip">', () => {
  afterEach(resetMouseAndCleanup)

  it("shows no tooltip until the thumb is used", async () => {
    const { root } = await mountDemo("slider", { variant: "tooltip" })
    expect(getByRole(within(root), "slider", { name: "Volume" })).to.equal(slider(root).thumb())
    expect(shownTip(root)).to.equal(null)
  })

  it("shows the value above the focused thumb, following the keys, and hides on blur", async () => {
    const { root } = await mountDemo("slider", { variant: "tooltip" })
    await slider(root).focusThumb()
    await waitFor(() => shownTip(root)?.textContent === "40", "the tooltip with 40")
    await press("ArrowRight")
    await waitFor(() => shownTip(root)?.textContent === "41", "the tooltip with 41")
    const tip = shownTip(root)!.getBoundingClientRect()
    const thumb = slider(root).thumb().getBoundingClientRect()
    expect(tip.bottom, "above the thumb").to.be.at.most(thumb.top)
    slider(root).thumb().blur()
    await waitFor(() => shownTip(root) === null, "the tooltip hidden")
  })

  it("shows the value while the thumb is dragged", async () => {
    const { root } = await mountDemo("slider", { variant: "tooltip" })
    slider(root).control().scrollIntoView({ block: "center" })
    await nextFrame()
    await sendMouse({ type: "move", position: centre(slider(root).thumb()) })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: slider(root).pointAt(0.8) })
    await waitFor(() => Number(shownTip(root)?.textContent) >= 75, "the dragged value shown")
    expect(shownTip(root)!.textContent).to.equal(String(slider(root).value()))
    await sendMouse({ type: "up" })
  })

  it("has no serious accessibility violations with the tooltip shown", async () => {
    const { root, element } = await mountDemo("slider", { variant: "tooltip" })
    await slider(root).focusThumb()
    await waitFor(() => shownTip(root), "the tooltip")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
