import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { datePicker, utcDaysFromToday } from "./date-picker.page"

/*
 * <demo-date-picker variant="custom-calendar">: zag's custom-calendar page, fa-IR on the
 * Persian calendar (zag's `createCalendar`). What the basic demo cannot do: show Persian
 * months, years and digits, right to left, while the form still gets Gregorian dates. zag's
 * e2e "datepicker [locale numerals]" (on this page) is ported.
 */

const mount = () => mountDemo("date-picker", { variant: "custom-calendar" })
const PERSIAN_DIGITS = /[۰-۹]/
const TODAY = utcDaysFromToday(0)

describe('<demo-date-picker variant="custom-calendar">', () => {
  afterEach(cleanup)

  it("shows the Persian calendar in fa-IR, right to left", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    expect(getByLabelText(within(root), "تاریخ")).to.equal(picker.input())
    expect(picker.part("root").getAttribute("dir")).to.equal("rtl")
    await picker.openCalendar()
    const title = root.querySelector('[data-part="view-trigger"][data-view="day"]')!.textContent!
    expect(title).to.match(PERSIAN_DIGITS)
    // The Gregorian year of today is nowhere in the Persian title (1404 or so, not 2025).
    expect(title).not.to.contain(TODAY.slice(0, 4))
  })

  it("gives the form the Gregorian date of a day chosen on the Persian calendar", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    await picker.openCalendar()
    const today = picker
      .content()
      .querySelector<HTMLElement>('[data-part="table-cell-trigger"][data-today]')!
    await click(today)
    await waitFor(() => picker.formValue("date") === TODAY, "today's Gregorian date")
    await waitFor(() => PERSIAN_DIGITS.test(picker.input().value), "the date in Persian digits")
  })

  // zag's e2e: "accepts the locale's native numerals typed into the input".
  it("takes Persian digits typed into the field", async () => {
    const { root } = await mount()
    datePicker(root).input().focus()
    await type("۱۴۰۳")
    expect(datePicker(root).input().value).to.match(PERSIAN_DIGITS)
  })

  it("has no serious accessibility violations with the calendar open", async () => {
    const { element, root } = await mount()
    await datePicker(root).openCalendar()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
