import { expect } from "chai"
import { getAllByRole, getByLabelText, getByRole } from "@testing-library/dom"
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
} from "./helpers"

const stage = (root: ShadowRoot) => root.querySelector<HTMLElement>(".sb-stage")!
const radio = (root: ShadowRoot, name: string) =>
  getByRole(stage(root), "radio", { name }) as HTMLInputElement
const item = (root: ShadowRoot, name: string) => radio(root, name).closest("label")!
const button = (root: ShadowRoot, name: string) => getByRole(stage(root), "button", { name })
const indicator = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="radio-group"][data-part="indicator"]')!
const checkedValue = (root: ShadowRoot) =>
  (getAllByRole(stage(root), "radio") as HTMLInputElement[]).find((input) => input.checked)
    ?.value ?? null

/** Waits until the indicator has finished moving and sits over the given segment. */
async function indicatorOver(root: ShadowRoot, name: string) {
  await waitFor(() => {
    const a = indicator(root).getBoundingClientRect()
    const b = item(root, name).getBoundingClientRect()
    return Math.abs(a.left - b.left) < 1 && Math.abs(a.width - b.width) < 1
  }, `the indicator over ${name}`)
}

describe("<demo-segment-control>", () => {
  afterEach(cleanup)

  it("shows the four fruits in a row, Apples chosen, and the four buttons", async () => {
    const { root } = await mountDemo("segment-control")
    const group = getByRole(stage(root), "radiogroup", { name: "Fruits" })
    expect(group.getAttribute("aria-orientation")).to.equal("horizontal")
    expect(getAllByRole(group, "radio").length).to.equal(4)
    expect(item(root, "Oranges").getBoundingClientRect().left).to.be.greaterThan(
      item(root, "Apples").getBoundingClientRect().left,
    )
    expect(checkedValue(root)).to.equal("apple")
    await indicatorOver(root, "Apples")
    expect(getAllByRole(stage(root), "button").map((b) => b.textContent)).to.deep.equal([
      "Reset",
      "Clear",
      "Set to Mangoes",
      "Focus",
    ])
  })

  it("moves the indicator, animated, to the clicked segment", async () => {
    const { root } = await mountDemo("segment-control")
    await click(item(root, "Grapes"))
    expect(checkedValue(root)).to.equal("grape")
    expect(getComputedStyle(indicator(root)).transitionDuration).to.equal("0.2s")
    await indicatorOver(root, "Grapes")
  })

  it("sets, clears, resets and focuses from its buttons", async () => {
    const { root } = await mountDemo("segment-control")
    await click(button(root, "Set to Mangoes"))
    expect(checkedValue(root)).to.equal("mango")
    await indicatorOver(root, "Mangoes")

    await click(button(root, "Clear"))
    expect(checkedValue(root)).to.equal(null)
    expect(indicator(root).hidden).to.equal(true)

    await click(button(root, "Focus"))
    await expectFocus(radio(root, "Apples"))

    await click(button(root, "Set to Mangoes"))
    await click(button(root, "Reset"))
    expect(checkedValue(root)).to.equal("apple")
    await click(button(root, "Focus"))
    await expectFocus(radio(root, "Apples"))
    await click(button(root, "Set to Mangoes"))
    await click(button(root, "Focus"))
    await expectFocus(radio(root, "Mangoes"))
  })

  it("moves and selects with the arrow keys", async () => {
    const { root } = await mountDemo("segment-control")
    await click(button(root, "Focus"))
    await press("ArrowRight")
    await expectFocus(radio(root, "Oranges"))
    await waitFor(() => checkedValue(root) === "orange", "oranges chosen")
    await press("ArrowLeft")
    await press("ArrowLeft")
    await expectFocus(radio(root, "Grapes"))
    await indicatorOver(root, "Grapes")
  })

  it("blocks clicks when read-only", async () => {
    const { root } = await mountDemo("segment-control", { "read-only": "" })
    await click(item(root, "Oranges"))
    await sleep(50)
    expect(checkedValue(root)).to.equal("apple")
  })

  it("shows the idle state and the value in the Visualizer", async () => {
    const { root } = await mountDemo("segment-control")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    expect(visualizerText(root)).to.contain('value: "apple"')
    await click(button(root, "Set to Mangoes"))
    await waitForVisualizer(root, 'value: "mango"', "mango value")
  })

  it("changes the live widget from the Controls tab", async () => {
    const { root } = await mountDemo("segment-control")
    await click(getByLabelText(within(root), "Disabled"))
    await waitFor(() => radio(root, "Oranges").disabled, "disabled segments")
    await click(item(root, "Oranges"))
    expect(checkedValue(root)).to.equal("apple")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("segment-control")
    await click(item(root, "Oranges"))
    // Contrast is measured against what is behind the text: let the indicator land first.
    await indicatorOver(root, "Oranges")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
