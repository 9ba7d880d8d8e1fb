import { expect } from "chai"
import { getAllByRole, getByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  click,
  deepActiveElement,
  expectFocus,
  mountDemo,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-slider variant="in-popover">, zag's slider/in-popover: a range slider inside a modal
 * popover. The demo has no popover; here the thumbs work inside it, and a drag released past
 * its edge leaves it open.
 */

async function openPopover() {
  const { root, element } = await mountDemo("slider", { variant: "in-popover" })
  const scope = within(root)
  const trigger = getByRole(scope, "button", { name: /Filter by quantity/ })
  const popover = () => queryByRole(scope, "dialog", { name: "Filter" })
  await click(trigger)
  await waitFor(() => popover(), "the popover open")
  const thumbs = () => getAllByRole(popover()!, "slider", { name: "Quantity" })
  const values = () => thumbs().map((thumb) => Number(thumb.getAttribute("aria-valuenow")))
  return { root, element, trigger, popover, thumbs, values }
}

describe('<demo-slider variant="in-popover">', () => {
  afterEach(resetMouseAndCleanup)

  it("opens a modal popover holding a two-thumb slider from 10 to 60", async () => {
    const { popover, values } = await openPopover()
    expect(popover()!.getAttribute("aria-modal")).to.equal("true")
    expect(values()).to.deep.equal([10, 60])
    await waitFor(() => popover()!.contains(deepActiveElement()), "focus inside the popover")
  })

  it("steps a thumb with the keys, then Escape closes and returns focus to the trigger", async () => {
    const { popover, thumbs, values, trigger } = await openPopover()
    thumbs()[0]!.focus()
    await press("ArrowRight")
    await press("ArrowRight")
    await waitFor(() => values()[0] === 12, "the first thumb at 12")
    expect(popover(), "the popover stays open").to.not.equal(null)
    await press("Escape")
    await waitFor(() => popover() === null, "the popover closed")
    await expectFocus(trigger)
  })

  it("keeps the popover open when a drag is released past its edge", async () => {
    const { popover, thumbs, values } = await openPopover()
    const content = popover()!.getBoundingClientRect()
    await sendMouse({ type: "move", position: centre(thumbs()[1]!) })
    await sendMouse({ type: "down" })
    const [, y] = centre(thumbs()[1]!)
    await sendMouse({ type: "move", position: [Math.round(content.right) + 40, y] })
    await sendMouse({ type: "up" })
    await waitFor(() => values()[1] === 100, "the second thumb at the end")
    expect(popover(), "the popover stays open").to.not.equal(null)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await openPopover()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
