import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  mountDemo,
  nextFrame,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-splitter variant="fixed-size">: zag's splitter/fixed-size page (no e2e file targets
 * it). Between the two panels sits a block of fixed size that is not a panel, with a handle
 * on each side of it. What a basic splitter cannot show: the handles and the splitter's own
 * resizing change only the panels, the block keeps its 100px, and both handles move the same
 * two panels (each names one; zag finds the other past the block).
 */

async function mount(attributes: Record<string, string> = {}) {
  const { root, element } = await mountDemo("splitter", { variant: "fixed-size", ...attributes })
  const handle = (side: "Left" | "Right") =>
    getByRole(within(root), "separator", { name: `Resize ${side}` })
  const panel = (id: "left" | "right") =>
    root.querySelector<HTMLElement>(`[data-part="panel"][data-id="${id}"]`)!
  const block = root.querySelector<HTMLElement>(".sb-splitter-fixed")!
  const axis = () => (attributes.orientation === "vertical" ? "height" : "width")
  const size = (element: HTMLElement) => element.getBoundingClientRect()[axis()]
  const value = (side: "Left" | "Right") => Number(handle(side).getAttribute("aria-valuenow"))
  const sizes = () => root.querySelector(".sb-splitter-status")!.textContent
  const frame = root.querySelector<HTMLElement>(".sb-splitter-frame")!
  await waitFor(() => sizes() === "Left 50%, Right 50%", "the panels measured at 50 each")
  return { root, element, handle, panel, block, size, value, sizes, frame }
}

describe('<demo-splitter variant="fixed-size">', () => {
  afterEach(resetMouseAndCleanup)

  it("lays out two equal panels with a 100px block and a handle either side of it", async () => {
    const { panel, block, size, handle, value } = await mount()
    expect(block.textContent).to.equal("Fixed 100px")
    expect(block.hasAttribute("data-part")).to.equal(false)
    expect(size(block)).to.be.closeTo(100, 0.5)
    expect(size(panel("left"))).to.be.closeTo(size(panel("right")), 1)
    for (const side of ["Left", "Right"] as const) {
      expect(value(side)).to.equal(50)
      expect(handle(side).getAttribute("aria-valuemin")).to.equal("20")
      expect(handle(side).getAttribute("aria-valuemax")).to.equal("80")
    }
    // Each handle controls both panels, though its id names one.
    expect(handle("Right").getAttribute("aria-controls")).to.equal(
      `${panel("left").id} ${panel("right").id}`,
    )
  })

  it("moves both panels from either handle by the keyboard's step, the block unchanged", async () => {
    const { panel, block, size, handle, value, sizes } = await mount()
    const [left, right] = [size(panel("left")), size(panel("right"))]
    handle("Left").focus()
    await nextFrame()
    await press("ArrowRight")
    await press("ArrowRight")
    await press("ArrowRight")
    expect(value("Left")).to.equal(53)
    expect(value("Right")).to.equal(53)
    await waitFor(() => sizes() === "Left 53%, Right 47%", "the sizes 53 and 47")
    await waitFor(() => size(panel("left")) > left + 1, "the left panel wider")
    expect(size(panel("right"))).to.be.below(right - 1)
    expect(size(block)).to.be.closeTo(100, 0.5)

    handle("Right").focus()
    await nextFrame()
    await pressWith("Shift", "ArrowLeft")
    expect(value("Right")).to.equal(43)
    await waitFor(() => sizes() === "Left 43%, Right 57%", "the sizes 43 and 57")
    await waitFor(() => size(panel("left")) < size(panel("right")), "the right panel wider")
    expect(size(block)).to.be.closeTo(100, 0.5)
  })

  it("stops at each panel's 20% minimum on Home and End", async () => {
    const { handle, value, sizes, block, size } = await mount()
    handle("Left").focus()
    await nextFrame()
    await press("Home")
    expect(value("Left")).to.equal(20)
    await press("ArrowLeft")
    expect(value("Left")).to.equal(20)
    await press("End")
    expect(value("Left")).to.equal(80)
    await waitFor(() => sizes() === "Left 80%, Right 20%", "the sizes 80 and 20")
    expect(size(block)).to.be.closeTo(100, 0.5)
  })

  it("keeps the block's width when the splitter narrows and widens: the panels take it", async () => {
    const { panel, block, size, frame, value } = await mount()
    const [left, right] = [size(panel("left")), size(panel("right"))]
    const width = frame.getBoundingClientRect().width
    frame.style.width = `${width - 80}px`
    // The frame's border is outside its width: measure how much narrower it really got.
    const narrower = width - frame.getBoundingClientRect().width
    expect(narrower).to.be.above(70)
    await waitFor(
      () => Math.abs(size(panel("left")) + size(panel("right")) - (left + right - narrower)) < 2,
      "the panels narrower together by as much as the splitter",
    )
    expect(size(block)).to.be.closeTo(100, 0.5)
    expect(size(panel("left"))).to.be.closeTo(size(panel("right")), 1)
    expect(value("Left")).to.equal(50)
    frame.style.width = ""
    await waitFor(() => Math.abs(size(panel("left")) - left) < 2, "the left panel back")
    expect(size(block)).to.be.closeTo(100, 0.5)
  })

  it("moves the panels, not the block's size, when a handle is dragged", async () => {
    const { handle, panel, block, size, value } = await mount()
    handle("Right").scrollIntoView({ block: "center" })
    await nextFrame()
    const left = size(panel("left"))
    const [x, y] = centre(handle("Right"))
    await sendMouse({ type: "move", position: [x, y] })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: [x + 20, y] })
    await sendMouse({ type: "move", position: [x + 40, y] })
    await sendMouse({ type: "up" })
    await waitFor(() => value("Right") > 52, "the panels resized by the drag")
    await waitFor(() => size(panel("left")) > left + 20, "the left panel wider")
    expect(size(block)).to.be.closeTo(100, 0.5)
  })

  it("keeps the block's height in a vertical splitter", async () => {
    const { handle, block, size, value } = await mount({ orientation: "vertical" })
    expect(size(block)).to.be.closeTo(100, 0.5)
    handle("Left").focus()
    await nextFrame()
    await press("ArrowDown")
    expect(value("Left")).to.equal(51)
    await nextFrame()
    expect(size(block)).to.be.closeTo(100, 0.5)
  })

  it("has no serious accessibility violations", async () => {
    const { element, handle } = await mount()
    handle("Left").focus()
    await press("ArrowRight")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
