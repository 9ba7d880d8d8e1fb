import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
import {
  cleanup,
  mountDemo,
  openToolbarTab,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"

const part = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLElement>(`[data-scope="popper"][data-part="${name}"]`)
const reference = (root: ShadowRoot) => part(root, "reference")!
const floatingBox = (root: ShadowRoot) => part(root, "content")!.getBoundingClientRect()
const placementText = (root: ShadowRoot) =>
  root.querySelector(".sb-popper-placement")?.textContent ?? ""
const area = (root: ShadowRoot) => getByRole(within(root), "region", { name: "Scroll area" })

/** Waits until the box sits on `side` of the reference, `gap` px away. */
async function expectSide(
  root: ShadowRoot,
  side: "top" | "bottom" | "left" | "right",
  gap: number,
) {
  const measure = () => {
    const ref = reference(root).getBoundingClientRect()
    const box = floatingBox(root)
    return {
      top: ref.top - box.bottom,
      bottom: box.top - ref.bottom,
      left: ref.left - box.right,
      right: box.left - ref.right,
    }[side]
  }
  await waitFor(() => Math.abs(measure() - gap) < 1, `the box ${gap}px to the ${side}`).catch(
    () => {
      throw new Error(`expected the box ${gap}px to the ${side}, measured ${measure()}`)
    },
  )
}

describe("<demo-popper>", () => {
  afterEach(cleanup)

  it("places the floating box below the reference with gutter 8 plus half the arrow", async () => {
    const { root } = await mountDemo("popper")
    await waitFor(() => placementText(root) === "Placement: bottom", "the placement text")
    const arrow = part(root, "arrow")!
    expect(arrow.clientHeight).to.equal(10)
    await expectSide(root, "bottom", 8 + 5)
    const ref = reference(root).getBoundingClientRect()
    const box = floatingBox(root)
    expect(Math.abs(box.left + box.width / 2 - (ref.left + ref.width / 2))).to.be.below(1)
  })

  it("updates the placement text and position when the placement control changes", async () => {
    const { root } = await mountDemo("popper")
    await openToolbarTab(root, "Controls")
    const select = getByLabelText(within(root), "Placement") as HTMLSelectElement
    expect(select.options.length).to.equal(12)
    select.value = "right-start"
    select.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(() => placementText(root) === "Placement: right-start", "right-start")
    await expectSide(root, "right", 13)
    const ref = reference(root).getBoundingClientRect()
    expect(Math.round(floatingBox(root).top)).to.equal(Math.round(ref.top))
  })

  it("applies the offset and drops the arrow's share of it when the arrow is off", async () => {
    const { root } = await mountDemo("popper", { gutter: "20", arrow: "false" })
    expect(part(root, "arrow")).to.equal(null)
    await expectSide(root, "bottom", 20)
  })

  it("flips to the other side when scrolling leaves no room, and updates the text", async () => {
    const { root } = await mountDemo("popper", { placement: "top" })
    await waitFor(() => placementText(root) === "Placement: top", "top")
    // Scroll the reference up to the area's top edge: no room above any more.
    const scroller = area(root)
    const offset =
      reference(root).getBoundingClientRect().top - scroller.getBoundingClientRect().top
    scroller.scrollTop += offset - 4
    await waitFor(() => placementText(root) === "Placement: bottom", "flipped to bottom")
    await expectSide(root, "bottom", 13)
  })

  it("stays on the chosen side when flip is off", async () => {
    const { root } = await mountDemo("popper", { placement: "top", flip: "false" })
    const scroller = area(root)
    const offset =
      reference(root).getBoundingClientRect().top - scroller.getBoundingClientRect().top
    scroller.scrollTop += offset - 4
    await expectSide(root, "top", 13)
    expect(placementText(root)).to.equal("Placement: top")
  })

  it("follows the page when it resizes", async () => {
    const { root, element } = await mountDemo("popper")
    await expectSide(root, "bottom", 13)
    element.style.paddingTop = "60px"
    await expectSide(root, "bottom", 13)
    element.style.paddingTop = ""
  })

  it("gives the box the reference's width with sameWidth", async () => {
    const { root } = await mountDemo("popper", { "same-width": "" })
    await waitFor(
      () => Math.abs(floatingBox(root).width - reference(root).getBoundingClientRect().width) < 1,
      "the same width",
    )
  })

  it("shows the computed placement in the Visualizer", async () => {
    const { root } = await mountDemo("popper", { placement: "left" })
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "positioned"', "positioned")
    expect(visualizerText(root)).to.contain('currentPlacement: "left"')
  })
})
