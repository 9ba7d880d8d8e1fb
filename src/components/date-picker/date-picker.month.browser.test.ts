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
 * <demo-date-picker variant="month">: zag's month page, a picker whose smallest view is the
 * month. What the basic demo cannot do: open on the months, choose a month with one click and
 * read and write `mm/yyyy`. zag's e2e "datepicker [min-view]" (on this page) is the first test.
 */

const mount = (attributes: Record<string, string> = {}) =>
  mountDemo("date-picker", { variant: "month", ...attributes })

const cell = (root: ShadowRoot, view: "month" | "year", value: number) =>
  root.querySelector<HTMLElement>(
    `[data-part="table-cell-trigger"][data-view="${view}"][data-value="${value}"]`,
  )!

describe('<demo-date-picker variant="month">', () => {
  afterEach(cleanup)

  it("opens on the month view, and has no days, weekdays or selects at all", async () => {
    const { root } = await mount(MARCH_2024)
    const picker = datePicker(root)
    expect(getByLabelText(within(root), "Month")).to.equal(picker.input())
    expect(picker.input().placeholder).to.equal("mm/yyyy")
    await picker.openCalendar()
    expect(picker.visibleView()).to.equal("month")
    expect(root.querySelector('[data-view="day"]')).to.equal(null)
    expect(picker.content().querySelector("select")).to.equal(null)
    expect(cell(root, "month", 3).getAttribute("aria-disabled")).to.equal(null)
    expect(cell(root, "month", 4).getAttribute("aria-disabled")).to.equal("true")
  })

  it("selects a clicked month, writes it mm/yyyy and closes", async () => {
    const { root } = await mount(MARCH_2024)
    const picker = datePicker(root)
    await picker.openCalendar()
    await click(cell(root, "month", 2))
    await waitFor(() => !picker.isOpen(), "the calendar to close")
    await waitFor(() => picker.input().value === "02/2024", "the month in the field")
    expect(picker.formValue("month")).to.equal("2024-02")
  })

  it("goes up to the years and back down to that year's months", async () => {
    const { root } = await mount(MARCH_2024)
    const picker = datePicker(root)
    await picker.openCalendar()
    await click(root.querySelector('[data-part="view-trigger"][data-view="month"]')!)
    await waitFor(() => picker.visibleView() === "year", "the year view")
    await click(cell(root, "year", 2021))
    await waitFor(() => picker.visibleView() === "month", "back to the months")
    expect(picker.isOpen()).to.equal(true)
    expect(picker.formValue("month")).to.equal("")
    await click(cell(root, "month", 6))
    await waitFor(() => picker.input().value === "06/2021", "June 2021 in the field")
    expect(picker.formValue("month")).to.equal("2021-06")
  })

  it("reads a typed month on Enter, and shows it selected when the calendar opens", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    picker.input().focus()
    await type("7/2023")
    await press("Enter")
    await waitFor(() => picker.formValue("month") === "2023-07", "the typed month selected")
    await waitFor(() => picker.input().value === "07/2023", "the month written in full")
    await picker.openCalendar()
    await waitFor(() => cell(root, "month", 7).hasAttribute("data-selected"), "July selected")
  })

  it("writes and reads the locale's separator (de-DE)", async () => {
    const { root } = await mount({ locale: "de-DE" })
    const picker = datePicker(root)
    expect(picker.input().placeholder).to.equal("mm.yyyy")
    picker.input().focus()
    await type("11.2022")
    await press("Enter")
    await waitFor(() => picker.formValue("month") === "2022-11", "the typed month selected")
    expect(picker.input().value).to.equal("11.2022")
  })

  it("has no serious accessibility violations with the months open", async () => {
    const { element, root } = await mount(MARCH_2024)
    await datePicker(root).openCalendar()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
