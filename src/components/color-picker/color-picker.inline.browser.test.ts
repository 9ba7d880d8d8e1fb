import { expect } from "chai"
import { queryByRole } from "@testing-library/dom"
import {
  cleanup,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { colorPicker } from "./color-picker.page"

// <demo-color-picker variant="inline">, zag's color-picker/inline: the panel always shown, with
// no trigger and no popup. The basic demo shows a trigger and keeps its panel closed.

describe('<demo-color-picker variant="inline">', () => {
  afterEach(cleanup)

  it("shows its panel from the start, with no trigger and no popup dialog", async () => {
    const { root } = await mountDemo("color-picker", { variant: "inline" })
    const picker = colorPicker(root)
    const content = picker.part("content")
    expect(content.hidden).to.equal(false)
    expect(content.getBoundingClientRect().height).to.be.greaterThan(100)
    expect(root.querySelector('[data-scope="color-picker"][data-part="trigger"]')).to.equal(null)
    expect(queryByRole(within(root), "dialog")).to.equal(null)
    expect(picker.slider("hue")).to.not.equal(null)
  })

  it("changes the colour from the keyboard and reads it out above the panel", async () => {
    const { root } = await mountDemo("color-picker", { variant: "inline" })
    const picker = colorPicker(root)
    const before = picker.valueText()
    picker.slider("hue").focus()
    await press("ArrowRight")
    await waitFor(() => picker.valueText() !== before, "the value text to change")
    expect(picker.hiddenInput().value).to.equal(picker.valueText())
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountDemo("color-picker", { variant: "inline" })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
