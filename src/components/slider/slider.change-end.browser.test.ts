import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
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
 * <demo-slider variant="change-end">, zag's slider/change-end: what onValueChange and
 * onValueChangeEnd each report. The demo shows neither; here a drag in progress moves only
 * the first, and the release settles the second once.
 */

async function mountChangeEnd() {
  const { root, element } = await mountDemo("slider", { variant: "change-end" })
  const scope = within(root)
  const changing = () => getByRole(scope, "status", { name: "Changing" }).textContent
  const settled = () => getByRole(scope, "status", { name: "Settled" }).textContent
  const times = () => root.querySelector(".sb-slider-count")!.textContent
  return { root, element, changing, settled, times }
}

describe('<demo-slider variant="change-end">', () => {
  afterEach(resetMouseAndCleanup)

  it("starts at 50 in both reports, settled no times", async () => {
    const { root, changing, settled, times } = await mountChangeEnd()
    expect(getByRole(within(root), "slider", { name: "Quantity" })).to.equal(slider(root).thumb())
    expect(slider(root).value()).to.equal(50)
    expect([changing(), settled(), times()]).to.deep.equal(["50", "50", "(0 times)"])
  })

  it("reports each move of a drag as changing, and only the release as the end", async () => {
    const { root, changing, settled, times } = await mountChangeEnd()
    slider(root).control().scrollIntoView({ block: "center" })
    await nextFrame()
    await sendMouse({ type: "move", position: centre(slider(root).thumb()) })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: slider(root).pointAt(0.7) })
    await sendMouse({ type: "move", position: slider(root).pointAt(0.8) })
    await waitFor(() => Number(changing()) >= 75, "the drag reported as changing")
    expect(settled(), "nothing settled mid-drag").to.equal("50")
    await sendMouse({ type: "up" })
    await waitFor(() => settled() === changing(), "the release settled")
    expect(Number(settled())).to.equal(slider(root).value())
    expect(times()).to.equal("(once)")
  })

  it("settles each key press at once", async () => {
    const { root, changing, settled, times } = await mountChangeEnd()
    await slider(root).focusThumb()
    await press("ArrowRight")
    await waitFor(() => settled() === "51", "51 settled")
    expect(changing()).to.equal("51")
    await press("End")
    await waitFor(() => settled() === "100", "100 settled")
    expect(times()).to.equal("(2 times)")
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountChangeEnd()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
