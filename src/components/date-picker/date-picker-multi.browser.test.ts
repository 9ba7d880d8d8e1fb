import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  visualizerText,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { datePicker, MARCH_2024 } from "./date-picker.page"

const selectedText = (root: ShadowRoot) =>
  root.querySelector(".sb-date-picker-selected")?.textContent ?? ""
const isSelected = (root: ShadowRoot, iso: string) =>
  datePicker(root).dayCell(iso)?.hasAttribute("data-selected") ?? false

describe("<demo-date-picker-multi>", () => {
  afterEach(cleanup)

  it("shows the outside element, the field, its buttons, the selects and an empty list", async () => {
    const { root } = await mountDemo("date-picker-multi")
    getByRole(within(root), "button", { name: "Outside Element" })
    expect(getByLabelText(within(root), "Dates")).to.equal(datePicker(root).input())
    expect(datePicker(root).trigger().getAttribute("aria-label")).to.equal("Open calendar")
    expect(datePicker(root).clearButton().hidden).to.equal(true)
    expect(selectedText(root)).to.equal("Selected dates: none")
    const years = [...datePicker(root).part<HTMLSelectElement>("year-select").options].map(
      (o) => o.value,
    )
    expect([years[0], years[years.length - 1], years.length]).to.deep.equal(["1000", "4000", 3001])
    expect(datePicker(root).part<HTMLSelectElement>("month-select").options).to.have.length(12)
  })

  it("toggles dates on and off by click, keeps them sorted and stays open", async () => {
    const { root } = await mountDemo("date-picker-multi", MARCH_2024)
    await datePicker(root).openCalendar()
    expect(
      datePicker(root).content().querySelector("table")!.getAttribute("aria-multiselectable"),
    ).to.equal("true")
    await datePicker(root).clickDay("2024-03-20")
    await datePicker(root).clickDay("2024-03-05")
    await waitFor(
      () => datePicker(root).formValue("dates") === "2024-03-05,2024-03-20",
      "two dates, sorted",
    )
    expect(datePicker(root).isOpen()).to.equal(true)
    expect(isSelected(root, "2024-03-05") && isSelected(root, "2024-03-20")).to.equal(true)
    expect(selectedText(root)).to.equal("Selected dates: 03/05/2024, 03/20/2024")
    // zag's input holds the first date; it is synced a frame after the value changes.
    await waitFor(
      () => datePicker(root).input().value === "03/05/2024",
      "the first date in the input",
    )

    await datePicker(root).clickDay("2024-03-20")
    await waitFor(
      () => datePicker(root).formValue("dates") === "2024-03-05",
      "the 20th toggled off",
    )
    expect(isSelected(root, "2024-03-20")).to.equal(false)
    expect(selectedText(root)).to.equal("Selected dates: 03/05/2024")
  })

  it("toggles the focused date with Enter after arrow keys", async () => {
    const { root } = await mountDemo("date-picker-multi", MARCH_2024)
    await datePicker(root).openCalendar()
    await waitFor(
      () => deepActiveElement() === datePicker(root).dayCell("2024-03-31"),
      "focus on the 31st",
    )
    await press("ArrowUp")
    await waitFor(
      () => deepActiveElement() === datePicker(root).dayCell("2024-03-24"),
      "a week earlier",
    )
    await press("Enter")
    await waitFor(() => isSelected(root, "2024-03-24"), "the 24th selected")
    await press("ArrowLeft")
    await press("Enter")
    await waitFor(
      () => datePicker(root).formValue("dates") === "2024-03-23,2024-03-24",
      "two dates",
    )
    await press("Enter")
    await waitFor(
      () => datePicker(root).formValue("dates") === "2024-03-24",
      "the 23rd toggled off",
    )
    expect(datePicker(root).isOpen()).to.equal(true)
  })

  it("closes on Escape with focus back on the toggle, and on a click on the outside element", async () => {
    const { root } = await mountDemo("date-picker-multi", MARCH_2024)
    await datePicker(root).openCalendar()
    await waitFor(
      () => deepActiveElement() === datePicker(root).dayCell("2024-03-31"),
      "focus in the grid",
    )
    await press("Escape")
    await waitFor(() => !datePicker(root).isOpen(), "Escape to close")
    await waitFor(() => deepActiveElement() === datePicker(root).trigger(), "focus on the toggle")

    await datePicker(root).openCalendar()
    await click(getByRole(within(root), "button", { name: "Outside Element" }))
    await waitFor(() => !datePicker(root).isOpen(), "the outside click to close")
  })

  it("switches to the month and year views", async () => {
    const { root } = await mountDemo("date-picker-multi", MARCH_2024)
    await datePicker(root).openCalendar()
    const viewTrigger = () =>
      datePicker(root)
        .content()
        .querySelector<HTMLElement>('[data-part="view"]:not([hidden]) [data-part="view-trigger"]')!
    await click(viewTrigger())
    await waitFor(() => datePicker(root).visibleView() === "month", "the month view")
    await click(viewTrigger())
    await waitFor(() => datePicker(root).visibleView() === "year", "the year view")
    expect(
      datePicker(root)
        .content()
        .querySelectorAll('[data-view="year"][data-part="table-cell-trigger"]'),
    ).to.have.length(12)
  })

  it("clears every date with the clear button", async () => {
    const { root } = await mountDemo("date-picker-multi", MARCH_2024)
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-04")
    await datePicker(root).clickDay("2024-03-06")
    await waitFor(() => !datePicker(root).clearButton().hidden, "the clear button")
    await press("Escape")
    await click(datePicker(root).clearButton())
    await waitFor(() => datePicker(root).formValue("dates") === "", "no dates")
    expect(selectedText(root)).to.equal("Selected dates: none")
    expect(datePicker(root).input().value).to.equal("")
  })

  it("reads a typed date, refuses letters and clamps to max", async () => {
    const { root } = await mountDemo("date-picker-multi", MARCH_2024)
    datePicker(root).input().focus()
    await type("03/x07/2024")
    expect(datePicker(root).input().value).to.equal("03/07/2024")
    await press("Enter")
    await waitFor(() => datePicker(root).formValue("dates") === "2024-03-07", "the typed date")
    await waitFor(() => datePicker(root).input().value === "03/07/2024", "the date shown")
    datePicker(root).input().select()
    await type("05/01/2024")
    await press("Tab")
    await waitFor(
      () => datePicker(root).formValue("dates") === "2024-03-31",
      "the date clamped to max",
    )
  })

  it("does not select an unavailable day nor one after max, and disables next at max", async () => {
    const { root } = await mountDemo("date-picker-multi", {
      ...MARCH_2024,
      "weekends-unavailable": "",
    })
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-09")
    await datePicker(root).clickDay("2024-04-01")
    expect(datePicker(root).formValue("dates")).to.equal("")
    expect(datePicker(root).dayCell("2024-03-09")!.hasAttribute("data-unavailable")).to.equal(true)
    const next = datePicker(root)
      .content()
      .querySelector<HTMLButtonElement>('[data-view="day"] [data-part="next-trigger"]')!
    expect(next.disabled).to.equal(true)
    await datePicker(root).clickDay("2024-03-08")
    await waitFor(() => datePicker(root).formValue("dates") === "2024-03-08", "a weekday selected")
  })

  it("changes the live widget from the Controls tab and has no close on select control", async () => {
    const { root } = await mountDemo("date-picker-multi", MARCH_2024)
    expect(() => getByLabelText(within(root), "Close on select")).to.throw()
    await click(getByLabelText(within(root), "Read-only"))
    await click(datePicker(root).trigger())
    expect(datePicker(root).isOpen()).to.equal(false)
    expect(datePicker(root).input().readOnly).to.equal(true)
  })

  it("shows the idle and open states in the Visualizer", async () => {
    const { root } = await mountDemo("date-picker-multi", MARCH_2024)
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => visualizerText(root).includes('state: "idle"'), "the idle state")
    await datePicker(root).openCalendar()
    await waitFor(() => visualizerText(root).includes('state: "open"'), "the open state")
  })

  it("has no serious or critical axe violations with dates chosen and the calendar open", async () => {
    const { element, root } = await mountDemo("date-picker-multi", MARCH_2024)
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-04")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
