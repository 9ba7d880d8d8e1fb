/**
 * A range slider and two number fields for the same price range, kept in sync both ways:
 * a thumb moved updates its field, a price typed or stepped in a field moves its thumb, and
 * each end keeps its distance from the other.
 */
import { sendMouse } from "@web/test-runner-commands"
import { expect } from "chai"
import {
  click,
  cleanup,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  sleep,
  type,
  waitFor,
  waitForValue,
} from "../../../test/browser/helpers"
import { sliderNumberInput } from "./slider-number-input.page"

async function mount(attributes: Record<string, string> = {}) {
  const { root, element } = await mountDemo("slider-number-input", attributes)
  return { element, root, page: sliderNumberInput(root) }
}

describe("<demo-slider-number-input>", () => {
  afterEach(cleanup)

  it("starts at $200 to $800: two named thumbs and two fields showing the same", async () => {
    const { page } = await mount()
    expect(page.values()).to.deep.equal([200, 800])
    expect(page.thumbNamed("Minimum price").getAttribute("aria-valuenow")).to.equal("200")
    expect(page.thumbNamed("Maximum price").getAttribute("aria-valuenow")).to.equal("800")
    expect(page.fieldTexts()).to.deep.equal(["200", "800"])
    expect(page.valueText()).to.equal("$200 – $800")
  })

  it("a thumb moved with the keyboard updates its field, a step at a time", async () => {
    const { page } = await mount()
    await page.focusThumb(0)
    await press("ArrowRight")
    await waitForValue(() => page.fieldTexts()[0], "210", "the minimum field")
    await page.focusThumb(1)
    await press("Home")
    await waitForValue(() => page.values()[1], 220, "the maximum stops one step above 210")
    expect(page.fieldTexts()[1]).to.equal("220")
  })

  it("a price typed into a field moves its thumb on Enter, not on each keystroke", async () => {
    const { page } = await mount()
    const field = page.field("Maximum price")
    field.select()
    await type("650")
    await sleep(100)
    expect(page.values()[1], "not while typing").to.equal(800)
    await press("Enter")
    await waitForValue(() => page.values()[1], 650, "the maximum thumb")
    expect(page.valueText()).to.equal("$200 – $650")
  })

  it("a price beyond the other end waits in its field, then is pulled back on leaving it", async () => {
    const { page } = await mount()
    const field = page.field("Minimum price")
    field.select()
    await type("900")
    await sleep(100)
    expect(page.values()[0], "the thumb waits for a valid price").to.equal(200)
    expect(field.getAttribute("aria-invalid")).to.equal("true")
    await press("Tab")
    await waitForValue(() => page.fieldTexts()[0], "790", "the field clamped below the maximum")
    await waitForValue(() => page.values()[0], 790, "the thumb at the clamped price")
  })

  it("the fields' arrow keys and + buttons step by the slider's step", async () => {
    const { page } = await mount({ step: "100" })
    page.field("Minimum price").focus()
    await press("ArrowUp")
    await waitForValue(() => page.values()[0], 300, "the minimum thumb")
    await click(page.increase("Maximum price"))
    await waitForValue(() => page.values()[1], 900, "the maximum thumb")
    expect(page.fieldTexts()).to.deep.equal(["300", "900"])
  })

  it("a click on the track moves the nearest thumb and its field", async () => {
    const { page } = await mount()
    await sendMouse({ type: "click", position: page.pointAt(0.05) })
    await waitFor(() => page.values()[0]! < 200 || null, "the minimum thumb moved left")
    expect(page.fieldTexts()[0]).to.equal(String(page.values()[0]))
    expect(page.values()[1]).to.equal(800)
  })

  it("keeps the ends minStepsBetweenThumbs apart in the fields too", async () => {
    const { page } = await mount({ "min-steps-between-thumbs": "5" })
    await page.focusThumb(1)
    await press("Home")
    await waitForValue(() => page.values()[1], 250, "the maximum five steps above the minimum")
    expect(page.field("Maximum price").getAttribute("aria-valuemin")).to.equal("250")
  })

  it("disabled: neither the slider nor the fields take input", async () => {
    const { page } = await mount({ disabled: "true" })
    expect(page.field("Minimum price").disabled).to.equal(true)
    expect(page.field("Maximum price").disabled).to.equal(true)
    expect(page.thumb(0).getAttribute("aria-disabled")).to.equal("true")
  })

  it("shows each machine in the Visualizer: the slider and both fields", async () => {
    const { root } = await mount()
    await openToolbarTab(root, "Visualizer")
    for (const name of ["Slider state", "Minimum price state", "Maximum price state"]) {
      await waitFor(() => root.querySelector(`section[aria-label="${name}"]`), name)
    }
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
