import { expect } from "chai"
import {
  mountDemo,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
} from "../../../test/browser/helpers"

/*
 * <demo-splitter variant="group-resize-behavior">: zag's page of that name (no e2e file
 * targets it). When the splitter's own width changes, the left panel keeps its width in pixels and the
 * right one takes the change; panels sized in percent, as in the basic demo, would both scale.
 */

async function mount() {
  const { root, element } = await mountDemo("splitter", { variant: "group-resize-behavior" })
  const panel = (id: string) =>
    root.querySelector<HTMLElement>(`[data-part="panel"][data-id="${id}"]`)!
  const width = (id: string) => panel(id).getBoundingClientRect().width
  const frame = root.querySelector<HTMLElement>(".sb-splitter-frame")!
  return { element, width, frame }
}

describe('<demo-splitter variant="group-resize-behavior">', () => {
  afterEach(resetMouseAndCleanup)

  it("keeps the left panel's pixel width as the splitter narrows and widens", async () => {
    const { width, frame } = await mount()
    await waitFor(() => width("left") > 0, "the panels laid out")
    const [left, right] = [width("left"), width("right")]
    frame.style.width = `${frame.getBoundingClientRect().width - 80}px`
    await waitFor(
      () => Math.abs(width("right") - (right - 80)) < 3,
      "the right panel 80px narrower",
    )
    expect(width("left")).to.be.closeTo(left, 2)
    frame.style.width = ""
    await waitFor(() => Math.abs(width("right") - right) < 3, "the right panel back to its width")
    expect(width("left")).to.be.closeTo(left, 2)
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
