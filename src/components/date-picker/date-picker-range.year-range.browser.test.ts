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
 * <demo-date-picker-range variant="year-range">: zag's year-range page, a range whose only
 * view is the years. What the range demo cannot do: open on a decade and make a range of two
 * clicked years, written yyyy in both fields.
 */

const mount = (attributes: Record<string, string> = {}) =>
  mountDemo("date-picker-range", { variant: "year-range", ...attributes })

const year = (root: ShadowRoot, value: number) =>
  root.querySelector<HTMLElement>(
    `[data-part="table-cell-trigger"][data-view="year"][data-value="${value}"]`,
  )!

describe('<demo-date-picker-range variant="year-range">', () => {
  afterEach(cleanup)

  it("has a start and an end year field and opens on the years alone", async () => {
    const { root } = await mount(MARCH_2024)
    const picker = datePicker(root)
    expect(getByLabelText(within(root), "Start year")).to.equal(picker.input(0))
    expect(getByLabelText(within(root), "End year")).to.equal(picker.input(1))
    expect(picker.input(0).placeholder).to.equal("yyyy")
    await picker.openCalendar()
    expect(picker.visibleView()).to.equal("year")
    expect(root.querySelector('[data-view="day"], [data-view="month"]')).to.equal(null)
  })

  it("makes a range of two clicked years, the years between in it, and closes", async () => {
    const { root } = await mount(MARCH_2024)
    const picker = datePicker(root)
    await picker.openCalendar()
    await click(year(root, 2020))
    await waitFor(() => picker.input(0).value === "2020", "the start year")
    // zag pages the years so the start is among the last shown: the end may need a page on.
    await click(await picker.showYear(2023))
    await waitFor(() => !picker.isOpen(), "the calendar to close on the end year")
    expect(picker.input(1).value).to.equal("2023")
    expect(picker.formValue("years")).to.equal("2020,2023")
    await picker.openCalendar()
    await picker.showYear(2021)
    for (const inside of [2021, 2022])
      expect(year(root, inside).hasAttribute("data-in-range")).to.equal(true)
    expect(year(root, 2024).hasAttribute("data-in-range")).to.equal(false)
  })

  it("reads typed years, and puts a range typed backwards in order", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    picker.input(0).focus()
    await type("2015")
    await press("Enter")
    await waitFor(() => picker.input(0).value === "2015", "the start year")
    picker.input(1).focus()
    await type("2009")
    await press("Enter")
    await waitFor(() => picker.formValue("years") === "2009,2015", "the range in order")
    expect(picker.input(0).value).to.equal("2009")
    expect(picker.input(1).value).to.equal("2015")
  })

  it("has no serious accessibility violations with a range shown", async () => {
    const { element, root } = await mount(MARCH_2024)
    await datePicker(root).openCalendar()
    await click(year(root, 2020))
    await waitFor(() => datePicker(root).input(0).value === "2020", "the start year")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
