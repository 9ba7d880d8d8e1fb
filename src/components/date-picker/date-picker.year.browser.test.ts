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
 * <demo-date-picker variant="year">: zag's year page, a picker whose only view is the years.
 * What the basic demo cannot do: open on a decade of years, choose a year with one click, and
 * read a typed year (two digits being this century's).
 */

const mount = (attributes: Record<string, string> = {}) =>
  mountDemo("date-picker", { variant: "year", ...attributes })

const year = (root: ShadowRoot, value: number) =>
  root.querySelector<HTMLElement>(
    `[data-part="table-cell-trigger"][data-view="year"][data-value="${value}"]`,
  )
const century = Math.floor(new Date().getUTCFullYear() / 100) * 100

describe('<demo-date-picker variant="year">', () => {
  afterEach(cleanup)

  it("opens on the years, with no month or day views", async () => {
    const { root } = await mount(MARCH_2024)
    const picker = datePicker(root)
    expect(getByLabelText(within(root), "Year")).to.equal(picker.input())
    expect(picker.input().placeholder).to.equal("yyyy")
    await picker.openCalendar()
    expect(picker.visibleView()).to.equal("year")
    expect(root.querySelector('[data-view="day"], [data-view="month"]')).to.equal(null)
    expect(year(root, 2024)!.getAttribute("aria-disabled")).to.equal(null)
    expect(year(root, 2025)!.getAttribute("aria-disabled")).to.equal("true")
  })

  it("selects a clicked year and closes", async () => {
    const { root } = await mount(MARCH_2024)
    const picker = datePicker(root)
    await picker.openCalendar()
    await click(year(root, 2022)!)
    await waitFor(() => !picker.isOpen(), "the calendar to close")
    await waitFor(() => picker.input().value === "2022", "the year in the field")
    expect(picker.formValue("year")).to.equal("2022")
  })

  it("pages back a decade and selects a year there", async () => {
    const { root } = await mount(MARCH_2024)
    const picker = datePicker(root)
    await picker.openCalendar()
    expect(year(root, 2015)).to.equal(null)
    await click(root.querySelector('[data-view="year"] [data-part="prev-trigger"]')!)
    await click(await waitFor(() => year(root, 2015), "the 2010s"))
    await waitFor(() => picker.formValue("year") === "2015", "2015 selected")
  })

  it("reads a typed year on Enter, two digits as this century's", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    picker.input().focus()
    await type("1987")
    await press("Enter")
    await waitFor(() => picker.formValue("year") === "1987", "1987 selected")
    picker.input().select()
    await type("19")
    await press("Enter")
    await waitFor(() => picker.formValue("year") === String(century + 19), "a two-digit year")
    await waitFor(() => picker.input().value === String(century + 19), "the year in full")
  })

  it("has no serious accessibility violations with the years open", async () => {
    const { element, root } = await mount(MARCH_2024)
    await datePicker(root).openCalendar()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
