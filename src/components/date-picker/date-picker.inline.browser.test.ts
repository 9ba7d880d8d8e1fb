import { expect } from "chai"
import {
  cleanup,
  click,
  clickOnHostPage,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
} from "../../../test/browser/helpers"
import { datePicker, utcDaysFromToday } from "./date-picker.page"

/*
 * <demo-date-picker variant="inline">: zag's inline page (and composition-inline, the same
 * picker built from parts). What the basic demo cannot do: show the calendar with no field,
 * trigger or popup, keep it shown whatever is clicked or pressed, and start on today. zag's
 * e2e scenarios run on this page ([disabled], [readonly]) are ported below.
 */

const mount = (attributes: Record<string, string> = {}) =>
  mountDemo("date-picker", { variant: "inline", ...attributes })

const TODAY = utcDaysFromToday(0)
/** Another day of this month: the day after today, or before it late in the month. */
const OTHER = Number(TODAY.slice(8)) <= 15 ? utcDaysFromToday(1) : utcDaysFromToday(-1)
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`
const selectedText = (root: ShadowRoot) =>
  root.querySelector(".sb-date-picker-selected")!.textContent

describe('<demo-date-picker variant="inline">', () => {
  afterEach(cleanup)

  it("shows the calendar without field, trigger or popup, today selected", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    expect(picker.isOpen()).to.equal(true)
    expect(picker.content().hasAttribute("data-inline")).to.equal(true)
    expect(getComputedStyle(picker.content()).display).not.to.equal("none")
    for (const name of ["trigger", "input", "positioner", "clear-trigger"])
      expect(root.querySelector(`[data-scope="date-picker"][data-part="${name}"]`), name).to.equal(
        null,
      )
    expect(picker.visibleView()).to.equal("day")
    expect(picker.dayCell(TODAY)!.hasAttribute("data-selected")).to.equal(true)
    expect(picker.formValue("date")).to.equal(TODAY)
    expect(selectedText(root)).to.equal(`Selected: ${usDate(TODAY)}`)
  })

  it("selects a clicked day and stays shown", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    await picker.clickDay(OTHER)
    await waitFor(() => picker.formValue("date") === OTHER, "the clicked day selected")
    expect(selectedText(root)).to.equal(`Selected: ${usDate(OTHER)}`)
    expect(picker.dayCell(TODAY)!.hasAttribute("data-selected")).to.equal(false)
    expect(picker.isOpen()).to.equal(true)
  })

  it("has nothing to close: Escape and an outside click leave it shown", async () => {
    const { element, root } = await mount()
    const picker = datePicker(root)
    picker.dayCell(TODAY)!.focus()
    await press("Escape")
    await clickOnHostPage(element)
    expect(picker.isOpen()).to.equal(true)
    expect(getComputedStyle(picker.content()).display).not.to.equal("none")
  })

  it("moves through the days with the arrow keys and selects with Enter", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    expect(picker.dayCell(TODAY)!.tabIndex).to.equal(0)
    picker.dayCell(TODAY)!.focus()
    await press("ArrowRight")
    await expectFocus(picker.dayCell(utcDaysFromToday(1))!)
    await press("ArrowUp")
    await expectFocus(picker.dayCell(utcDaysFromToday(-6))!)
    await press("Enter")
    await waitFor(() => picker.formValue("date") === utcDaysFromToday(-6), "Enter to select")
  })

  it("goes up to the month and year views and back down to the days", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    await click(root.querySelector('[data-part="view-trigger"][data-view="day"]')!)
    await waitFor(() => picker.visibleView() === "month", "the month view")
    await click(root.querySelector('[data-part="view-trigger"][data-view="month"]')!)
    await waitFor(() => picker.visibleView() === "year", "the year view")
    const year = TODAY.slice(0, 4)
    await click(
      root.querySelector(
        `[data-part="table-cell-trigger"][data-view="year"][data-value="${year}"]`,
      )!,
    )
    await waitFor(() => picker.visibleView() === "month", "back to the months")
    await click(root.querySelector('[data-part="table-cell-trigger"][data-view="month"]')!)
    await waitFor(() => picker.visibleView() === "day", "back to January's days")
    expect(picker.isOpen()).to.equal(true)
  })

  // zag's e2e "datepicker [disabled]", on its inline page.
  describe("disabled", () => {
    it("takes the days out of the tab order", async () => {
      const { root } = await mount({ disabled: "" })
      expect(datePicker(root).dayCell(TODAY)!.getAttribute("tabindex")).to.equal("-1")
    })

    it("keeps the value when a day is clicked", async () => {
      const { root } = await mount({ disabled: "" })
      await click(datePicker(root).dayCell(OTHER)!)
      expect(datePicker(root).formValue("date")).to.equal(TODAY)
      expect(datePicker(root).dayCell(OTHER)!.hasAttribute("data-selected")).to.equal(false)
    })
  })

  // zag's e2e "datepicker [readonly]", on its inline page.
  describe("read-only", () => {
    it("still moves focus with the arrow keys", async () => {
      const { root } = await mount({ "read-only": "" })
      datePicker(root).dayCell(TODAY)!.focus()
      await press("ArrowRight")
      await expectFocus(datePicker(root).dayCell(utcDaysFromToday(1))!)
    })

    it("does not select the focused day on Enter", async () => {
      const { root } = await mount({ "read-only": "" })
      datePicker(root).dayCell(TODAY)!.focus()
      await press("ArrowRight")
      await expectFocus(datePicker(root).dayCell(utcDaysFromToday(1))!)
      await press("Enter")
      expect(datePicker(root).formValue("date")).to.equal(TODAY)
    })

    it("keeps the value when a day is clicked", async () => {
      const { root } = await mount({ "read-only": "" })
      await click(datePicker(root).dayCell(OTHER)!)
      expect(datePicker(root).formValue("date")).to.equal(TODAY)
      expect(selectedText(root)).to.equal(`Selected: ${usDate(TODAY)}`)
    })
  })

  it("has no serious accessibility violations, shown and after a choice", async () => {
    const { element, root } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await datePicker(root).clickDay(OTHER)
    await waitFor(() => datePicker(root).formValue("date") === OTHER, "the day selected")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
