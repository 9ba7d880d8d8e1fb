import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { datePicker, MARCH_2024 } from "./date-picker.page"

/*
 * <demo-date-picker-range variant="month-range">: zag's month-range page, a range whose
 * smallest view is the month. What the range demo cannot do: open on the months and make a
 * range of two clicked months, written mm/yyyy in both fields.
 */

const mount = (attributes: Record<string, string> = {}) =>
  mountDemo("date-picker-range", { variant: "month-range", ...attributes })

const month = (root: ShadowRoot, value: number) =>
  root.querySelector<HTMLElement>(
    `[data-part="table-cell-trigger"][data-view="month"][data-value="${value}"]`,
  )!

describe('<demo-date-picker-range variant="month-range">', () => {
  afterEach(cleanup)

  it("has a start and an end month field and opens on the months", async () => {
    const { root } = await mount(MARCH_2024)
    const picker = datePicker(root)
    expect(getByLabelText(within(root), "Start month")).to.equal(picker.input(0))
    expect(getByLabelText(within(root), "End month")).to.equal(picker.input(1))
    expect(picker.input(1).placeholder).to.equal("mm/yyyy")
    await picker.openCalendar()
    expect(picker.visibleView()).to.equal("month")
    expect(root.querySelector('[data-view="day"]')).to.equal(null)
  })

  it("makes a range of two clicked months, the months between in it, and closes", async () => {
    const { root } = await mount(MARCH_2024)
    const picker = datePicker(root)
    await picker.openCalendar()
    await click(month(root, 1))
    await waitFor(() => picker.input(0).value === "01/2024", "the start month")
    expect(picker.isOpen()).to.equal(true)
    await click(month(root, 3))
    await waitFor(() => !picker.isOpen(), "the calendar to close on the end month")
    expect(picker.input(1).value).to.equal("03/2024")
    expect(picker.formValue("months")).to.equal("2024-01,2024-03")
    await picker.openCalendar()
    expect(month(root, 2).hasAttribute("data-in-range")).to.equal(true)
    expect(month(root, 1).hasAttribute("data-range-start")).to.equal(true)
    expect(month(root, 3).hasAttribute("data-range-end")).to.equal(true)
    expect(month(root, 4).hasAttribute("data-in-range")).to.equal(false)
  })

  it("reads typed months in each field", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    picker.input(0).focus()
    await type("2/2023")
    await press("Enter")
    await waitFor(() => picker.input(0).value === "02/2023", "the start month")
    picker.input(1).focus()
    await type("10/2023")
    await press("Enter")
    await waitFor(() => picker.formValue("months") === "2023-02,2023-10", "the typed range")
  })

  it("has no serious accessibility violations with a range shown", async () => {
    const { element, root } = await mount(MARCH_2024)
    await datePicker(root).openCalendar()
    await click(month(root, 1))
    await waitFor(() => datePicker(root).input(0).value === "01/2024", "the start month")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
