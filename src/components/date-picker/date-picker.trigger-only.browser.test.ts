import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { datePicker, MARCH_2024 } from "./date-picker.page"

/*
 * <demo-date-picker variant="trigger-only">: zag's trigger-only page, a picker with no text
 * field. What the basic demo cannot do: show the chosen date on the calendar button itself,
 * the only way in being the calendar.
 */

const mount = () => mountDemo("date-picker", { variant: "trigger-only", ...MARCH_2024 })
const button = (root: ShadowRoot) => datePicker(root).trigger()

describe('<demo-date-picker variant="trigger-only">', () => {
  afterEach(cleanup)

  it("has a calendar button saying to select a date, and no text field", async () => {
    const { root } = await mount()
    expect(root.querySelector('[data-scope="date-picker"][data-part="input"]')).to.equal(null)
    const trigger = getByRole(within(root), "button", { name: "Select date, Open calendar" })
    expect(trigger).to.equal(button(root))
    expect(trigger.textContent).to.equal("Select date")
    expect(datePicker(root).clearButton().hidden).to.equal(true)
  })

  it("shows the chosen day on the button and in the form", async () => {
    const { root } = await mount()
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-15")
    await waitFor(() => !datePicker(root).isOpen(), "the calendar to close")
    await waitFor(() => button(root).textContent === "03/15/2024", "the date on the button")
    expect(button(root).getAttribute("aria-label")).to.match(/^03\/15\/2024, /)
    expect(datePicker(root).formValue("date")).to.equal("2024-03-15")
  })

  it("empties with the clear button", async () => {
    const { root } = await mount()
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-15")
    await waitFor(() => !datePicker(root).clearButton().hidden, "the clear button")
    await click(datePicker(root).clearButton())
    await waitFor(() => button(root).textContent === "Select date", "the prompt back")
    expect(datePicker(root).formValue("date")).to.equal("")
  })

  it("opens from the keyboard, chooses with Enter, and gives focus back to the button", async () => {
    const { root } = await mount()
    button(root).focus()
    await press("Enter")
    await expectFocus(datePicker(root).dayCell("2024-03-31")!)
    await press("ArrowLeft")
    await press("Enter")
    await waitFor(() => button(root).textContent === "03/30/2024", "the 30th chosen")
    await expectFocus(button(root))
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { element, root } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await datePicker(root).openCalendar()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
