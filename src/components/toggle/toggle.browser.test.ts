// zag ships no end-to-end suite for its toggle machine; these scenarios follow its connect
// (aria-pressed, data-state and data-pressed on the button and its indicator, no toggling while
// disabled) and a native button's keyboard (Space and Enter press it).
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
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { boldToggle } from "./toggle.page"

async function pressedIs(root: ShadowRoot, pressed: boolean) {
  const bold = boldToggle(root)
  await waitFor(() => bold.pressed() === String(pressed), `Bold pressed = ${pressed}`)
  expect(bold.state()).to.equal(pressed ? "on" : "off")
  expect(bold.indicator().dataset.state).to.equal(pressed ? "on" : "off")
  expect(bold.indicator().hasAttribute("data-pressed")).to.equal(pressed)
  expect(bold.sampleWeight()).to.equal(pressed ? "700" : "400")
}

describe("<demo-toggle>", () => {
  afterEach(cleanup)

  it("starts released, with Pressed and Disabled unticked in the Controls tab", async () => {
    const { root } = await mountDemo("toggle")
    await pressedIs(root, false)
    expect(boldToggle(root).button().type).to.equal("button")
    expect(getByLabelText<HTMLInputElement>(within(root), "Pressed").checked).to.equal(false)
    expect(getByLabelText<HTMLInputElement>(within(root), "Disabled").checked).to.equal(false)
  })

  it("is pressed by a click and released by the next", async () => {
    const { root } = await mountDemo("toggle")
    await click(boldToggle(root).button())
    await pressedIs(root, true)
    await click(boldToggle(root).button())
    await pressedIs(root, false)
  })

  it("is pressed and released with Space and Enter", async () => {
    const { root } = await mountDemo("toggle")
    const button = boldToggle(root).button()
    button.focus()
    await expectFocus(button)
    await press("Space")
    await pressedIs(root, true)
    await press("Enter")
    await pressedIs(root, false)
  })

  it("starts pressed with the pressed attribute and follows the Pressed control", async () => {
    const { root } = await mountDemo("toggle", { pressed: "" })
    await pressedIs(root, true)
    await click(getByLabelText(within(root), "Pressed"))
    await pressedIs(root, false)
    await click(getByLabelText(within(root), "Pressed"))
    await pressedIs(root, true)
  })

  it("ignores clicks and keys while disabled", async () => {
    const { root } = await mountDemo("toggle", { disabled: "" })
    const bold = boldToggle(root)
    await waitFor(() => bold.button().disabled, "a disabled button")
    expect(bold.button().hasAttribute("data-disabled")).to.equal(true)
    expect(bold.indicator().hasAttribute("data-disabled")).to.equal(true)
    await click(bold.button())
    bold.button().focus()
    await press("Space")
    await pressedIs(root, false)
  })

  it("shows pressed in the Visualizer's context", async () => {
    const { root } = await mountDemo("toggle")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "pressed: false")
    await click(boldToggle(root).button())
    await waitForVisualizer(root, "pressed: true")
  })

  it("has no serious accessibility violations, released or pressed", async () => {
    const { element, root } = await mountDemo("toggle")
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(boldToggle(root).button())
    await pressedIs(root, true)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
