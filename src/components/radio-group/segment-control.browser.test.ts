import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  sleep,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { segmentControl } from "./segment-control.page"

/** Waits until the indicator has finished moving and sits over the given segment. */
async function indicatorOver(root: ShadowRoot, name: string) {
  await waitFor(() => {
    const a = segmentControl(root).indicator().getBoundingClientRect()
    const b = segmentControl(root).item(name).getBoundingClientRect()
    return Math.abs(a.left - b.left) < 1 && Math.abs(a.width - b.width) < 1
  }, `the indicator over ${name}`)
}

describe("<demo-segment-control>", () => {
  afterEach(cleanup)

  it("shows the four fruits in a row, Apples chosen, and the four buttons", async () => {
    const { root } = await mountDemo("segment-control")
    expect(segmentControl(root).group().getAttribute("aria-orientation")).to.equal("horizontal")
    expect(segmentControl(root).radios().length).to.equal(4)
    expect(segmentControl(root).item("Oranges").getBoundingClientRect().left).to.be.greaterThan(
      segmentControl(root).item("Apples").getBoundingClientRect().left,
    )
    expect(segmentControl(root).checkedValue()).to.equal("apple")
    await indicatorOver(root, "Apples")
    expect(segmentControl(root).buttonNames()).to.deep.equal([
      "Reset",
      "Clear",
      "Set to Mangoes",
      "Focus",
    ])
  })

  it("moves the indicator, animated, to the clicked segment", async () => {
    const { root } = await mountDemo("segment-control")
    await click(segmentControl(root).item("Grapes"))
    expect(segmentControl(root).checkedValue()).to.equal("grape")
    expect(getComputedStyle(segmentControl(root).indicator()).transitionDuration).to.equal("0.2s")
    await indicatorOver(root, "Grapes")
  })

  it("sets, clears, resets and focuses from its buttons", async () => {
    const { root } = await mountDemo("segment-control")
    await click(segmentControl(root).button("Set to Mangoes"))
    expect(segmentControl(root).checkedValue()).to.equal("mango")
    await indicatorOver(root, "Mangoes")

    await click(segmentControl(root).button("Clear"))
    expect(segmentControl(root).checkedValue()).to.equal(null)
    expect(segmentControl(root).indicator().hidden).to.equal(true)

    await click(segmentControl(root).button("Focus"))
    await expectFocus(segmentControl(root).radio("Apples"))

    await click(segmentControl(root).button("Set to Mangoes"))
    await click(segmentControl(root).button("Reset"))
    expect(segmentControl(root).checkedValue()).to.equal("apple")
    await click(segmentControl(root).button("Focus"))
    await expectFocus(segmentControl(root).radio("Apples"))
    await click(segmentControl(root).button("Set to Mangoes"))
    await click(segmentControl(root).button("Focus"))
    await expectFocus(segmentControl(root).radio("Mangoes"))
  })

  it("moves and selects with the arrow keys", async () => {
    const { root } = await mountDemo("segment-control")
    await click(segmentControl(root).button("Focus"))
    await press("ArrowRight")
    await expectFocus(segmentControl(root).radio("Oranges"))
    await waitFor(() => segmentControl(root).checkedValue() === "orange", "oranges chosen")
    await press("ArrowLeft")
    await press("ArrowLeft")
    await expectFocus(segmentControl(root).radio("Grapes"))
    await indicatorOver(root, "Grapes")
  })

  it("blocks clicks when read-only", async () => {
    const { root } = await mountDemo("segment-control", { "read-only": "" })
    await click(segmentControl(root).item("Oranges"))
    await sleep(50)
    expect(segmentControl(root).checkedValue()).to.equal("apple")
  })

  it("shows the idle state and the value in the Visualizer", async () => {
    const { root } = await mountDemo("segment-control")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    expect(visualizerText(root)).to.contain('value: "apple"')
    await click(segmentControl(root).button("Set to Mangoes"))
    await waitForVisualizer(root, 'value: "mango"', "mango value")
  })

  it("changes the live widget from the Controls tab", async () => {
    const { root } = await mountDemo("segment-control")
    await click(getByLabelText(within(root), "Disabled"))
    await waitFor(() => segmentControl(root).radio("Oranges").disabled, "disabled segments")
    await click(segmentControl(root).item("Oranges"))
    expect(segmentControl(root).checkedValue()).to.equal("apple")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("segment-control")
    await click(segmentControl(root).item("Oranges"))
    // Contrast is measured against what is behind the text: let the indicator land first.
    await indicatorOver(root, "Oranges")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
