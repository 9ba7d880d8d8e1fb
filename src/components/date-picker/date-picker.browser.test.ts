import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
import {
  captureLogs,
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

const cells = (root: ShadowRoot, view: string) => [
  ...datePicker(root)
    .content()
    .querySelectorAll<HTMLElement>(`[data-part="table-cell-trigger"][data-view="${view}"]`),
]
const rowsOf = (root: ShadowRoot, view: string) =>
  [...datePicker(root).content().querySelectorAll(`table[data-view="${view}"] tbody tr`)].map(
    (row) =>
      [...row.querySelectorAll('[data-part="table-cell-trigger"]')].map((cell) => cell.textContent),
  )
const viewTrigger = (root: ShadowRoot, view: string) =>
  datePicker(root)
    .content()
    .querySelector<HTMLButtonElement>(`[data-part="view-trigger"][data-view="${view}"]`)!
const navButton = (root: ShadowRoot, which: "prev" | "next") =>
  datePicker(root)
    .content()
    .querySelector<HTMLButtonElement>(
      `[data-part="view"][data-view="day"] [data-part="${which}-trigger"]`,
    )!

describe("<demo-date-picker>", () => {
  afterEach(cleanup)

  it("shows the outside element, label, input, clear and calendar buttons, and the selects", async () => {
    const { root } = await mountDemo("date-picker")
    getByRole(within(root), "button", { name: "Outside Element" })
    expect(getByLabelText(within(root), "Date")).to.equal(datePicker(root).input())
    expect(datePicker(root).input().placeholder).to.equal("mm/dd/yyyy")
    expect(datePicker(root).input().value).to.equal("")
    expect(datePicker(root).trigger().getAttribute("aria-label")).to.equal("Open calendar")
    expect(datePicker(root).trigger().getAttribute("aria-expanded")).to.equal("false")
    expect(datePicker(root).clearButton().hidden).to.equal(true)
    expect(datePicker(root).isOpen()).to.equal(false)
    expect(getComputedStyle(datePicker(root).content()).display).to.equal("none")

    const months = [...datePicker(root).part<HTMLSelectElement>("month-select").options].map(
      (o) => o.text,
    )
    expect(months).to.have.length(12)
    expect(months[0]).to.equal("January")
    const years = [...datePicker(root).part<HTMLSelectElement>("year-select").options].map(
      (o) => o.value,
    )
    expect(years).to.have.length(3001)
    expect(years[0]).to.equal("1000")
    expect(years[years.length - 1]).to.equal("4000")
  })

  it("opens with the calendar toggle, chooses a day by click, logs it and closes", async () => {
    const { root } = await mountDemo("date-picker", MARCH_2024)
    const logs = captureLogs()
    try {
      await datePicker(root).openCalendar()
      expect(datePicker(root).trigger().getAttribute("aria-expanded")).to.equal("true")
      expect(datePicker(root).visibleView()).to.equal("day")
      expect(viewTrigger(root, "day").textContent).to.equal("March 2024")
      // Only the current view is displayed.
      const displayed = [
        ...datePicker(root).content().querySelectorAll('[data-part="view"]'),
      ].filter((view) => getComputedStyle(view).display !== "none")
      expect(displayed.map((view) => view.getAttribute("data-view"))).to.deep.equal(["day"])
      expect(datePicker(root).part<HTMLSelectElement>("month-select").value).to.equal("3")
      expect(datePicker(root).part<HTMLSelectElement>("year-select").value).to.equal("2024")
      // Popup sits below the field (bottom-start, 8px gutter).
      const field = datePicker(root).part("control").getBoundingClientRect()
      const popup = datePicker(root).content().getBoundingClientRect()
      expect(Math.round(popup.top - field.bottom)).to.equal(8)

      await datePicker(root).clickDay("2024-03-15")
      await waitFor(() => !datePicker(root).isOpen(), "the calendar to close on select")
      await waitFor(
        () => datePicker(root).input().value === "03/15/2024",
        "the input to show the date",
      )
      expect(datePicker(root).formValue("date")).to.equal("2024-03-15")
      await waitFor(
        () =>
          logs.lines.some(
            ([line, values]) =>
              String(line).endsWith("form input") &&
              JSON.stringify(values) === '{"date":"2024-03-15"}',
          ),
        "the form log of the new value",
      )
      expect(datePicker(root).clearButton().hidden).to.equal(false)
    } finally {
      logs.restore()
    }
  })

  it("keeps the calendar open on select when close on select is off", async () => {
    const { root } = await mountDemo("date-picker", { ...MARCH_2024, "close-on-select": "false" })
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-12")
    await waitFor(() => datePicker(root).input().value === "03/12/2024", "the date chosen")
    expect(datePicker(root).isOpen()).to.equal(true)
    expect(datePicker(root).dayCell("2024-03-12")!.hasAttribute("data-selected")).to.equal(true)
  })

  it("moves through the grid with the arrow keys and chooses with Enter", async () => {
    const { root } = await mountDemo("date-picker", MARCH_2024)
    await datePicker(root).openCalendar()
    await waitFor(
      () => deepActiveElement() === datePicker(root).dayCell("2024-03-31"),
      "focus on the 31st",
    )
    await press("ArrowLeft")
    await waitFor(
      () => deepActiveElement() === datePicker(root).dayCell("2024-03-30"),
      "focus on the 30th",
    )
    await press("ArrowUp")
    await waitFor(
      () => deepActiveElement() === datePicker(root).dayCell("2024-03-23"),
      "a week earlier",
    )
    await press("ArrowRight")
    await press("ArrowDown")
    await waitFor(
      () => deepActiveElement() === datePicker(root).dayCell("2024-03-31"),
      "a week later",
    )
    await press("Home")
    await waitFor(
      () => deepActiveElement() === datePicker(root).dayCell("2024-03-01"),
      "the month start",
    )
    await press("Enter")
    await waitFor(() => !datePicker(root).isOpen(), "Enter to choose and close")
    expect(datePicker(root).input().value).to.equal("03/01/2024")
    await waitFor(() => deepActiveElement() === datePicker(root).input(), "focus back in the input")
  })

  it("closes on Escape and gives focus back to the calendar toggle", async () => {
    const { root } = await mountDemo("date-picker", MARCH_2024)
    await datePicker(root).openCalendar()
    await waitFor(
      () => deepActiveElement() === datePicker(root).dayCell("2024-03-31"),
      "focus in the grid",
    )
    await press("Escape")
    await waitFor(() => !datePicker(root).isOpen(), "the calendar to close")
    await waitFor(() => deepActiveElement() === datePicker(root).trigger(), "focus on the toggle")
    expect(datePicker(root).input().value).to.equal("")
  })

  it("closes when the outside element is clicked", async () => {
    const { root } = await mountDemo("date-picker", MARCH_2024)
    await datePicker(root).openCalendar()
    const outside = getByRole(within(root), "button", { name: "Outside Element" })
    await click(outside)
    await waitFor(() => !datePicker(root).isOpen(), "the calendar to close")
    expect(deepActiveElement()).to.equal(outside)
  })

  it("switches to the month view and the 12-year view, 4 columns each, and back", async () => {
    const { root } = await mountDemo("date-picker", MARCH_2024)
    await datePicker(root).openCalendar()
    await click(viewTrigger(root, "day"))
    await waitFor(() => datePicker(root).visibleView() === "month", "the month view")
    expect(viewTrigger(root, "month").textContent).to.equal("2024")
    expect(rowsOf(root, "month")).to.deep.equal([
      ["January", "February", "March", "April"],
      ["May", "June", "July", "August"],
      ["September", "October", "November", "December"],
    ])
    // After the max month, months cannot be chosen.
    expect(cells(root, "month")[3]!.getAttribute("aria-disabled")).to.equal("true")

    await click(viewTrigger(root, "month"))
    await waitFor(() => datePicker(root).visibleView() === "year", "the year view")
    expect(viewTrigger(root, "year").textContent).to.equal("2020 - 2029")
    expect(rowsOf(root, "year")).to.deep.equal([
      ["2020", "2021", "2022", "2023"],
      ["2024", "2025", "2026", "2027"],
      ["2028", "2029", "2030", "2031"],
    ])
    expect(cells(root, "year")[5]!.getAttribute("aria-disabled")).to.equal("true")

    await click(cells(root, "year")[1]!)
    await waitFor(() => datePicker(root).visibleView() === "month", "back to the month view")
    expect(viewTrigger(root, "month").textContent).to.equal("2021")
    await click(cells(root, "month")[5]!)
    await waitFor(() => datePicker(root).visibleView() === "day", "back to the day view")
    expect(viewTrigger(root, "day").textContent).to.equal("June 2021")
  })

  it("jumps with the month and year selects", async () => {
    const { root } = await mountDemo("date-picker", MARCH_2024)
    await datePicker(root).openCalendar()
    const year = datePicker(root).part<HTMLSelectElement>("year-select")
    year.value = "2010"
    year.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(() => viewTrigger(root, "day").textContent === "March 2010", "March 2010")
    const month = datePicker(root).part<HTMLSelectElement>("month-select")
    month.value = "7"
    month.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(() => viewTrigger(root, "day").textContent === "July 2010", "July 2010")
  })

  it("empties the value with the clear button", async () => {
    const { root } = await mountDemo("date-picker", MARCH_2024)
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-20")
    await waitFor(() => datePicker(root).input().value === "03/20/2024", "a chosen date")
    await click(getByRole(within(root), "button", { name: "Clear selected dates" }))
    await waitFor(() => datePicker(root).input().value === "", "an empty input")
    expect(datePicker(root).clearButton().hidden).to.equal(true)
    expect(datePicker(root).formValue("date")).to.equal("")
  })

  it("reads a typed date in the locale's order on Enter and on blur, refusing letters", async () => {
    const { root } = await mountDemo("date-picker")
    datePicker(root).input().focus()
    await type("02/2x9/2024")
    expect(datePicker(root).input().value).to.equal("02/29/2024")
    await press("Enter")
    await waitFor(
      () => datePicker(root).formValue("date") === "2024-02-29",
      "Enter to select the date",
    )
    await waitFor(() => datePicker(root).input().value === "02/29/2024", "the date shown")

    datePicker(root).input().select()
    await type("12/5/2023")
    await press("Tab")
    await waitFor(
      () => datePicker(root).formValue("date") === "2023-12-05",
      "blur to select the date",
    )
    await waitFor(
      () => datePicker(root).input().value === "12/05/2023",
      "the date formatted on blur",
    )
  })

  it("reads day-first dates with the locale's separator in de-DE", async () => {
    const { root } = await mountDemo("date-picker", { locale: "de-DE" })
    expect(datePicker(root).input().placeholder).to.equal("dd.mm.yyyy")
    datePicker(root).input().focus()
    await type("29/02.2024")
    expect(datePicker(root).input().value).to.equal("2902.2024")
    datePicker(root).input().select()
    await type("29.02.2024")
    await press("Enter")
    await waitFor(() => datePicker(root).formValue("date") === "2024-02-29", "the day-first date")
    expect(datePicker(root).input().value).to.equal("29.02.2024")
  })

  it("clamps typed dates to min and max", async () => {
    const { root } = await mountDemo("date-picker", MARCH_2024)
    datePicker(root).input().focus()
    await type("12/25/2030")
    await press("Enter")
    await waitFor(
      () => datePicker(root).formValue("date") === "2024-03-31",
      "the date clamped to max",
    )
    // zag rewrites the input a frame later; typing before that would race it.
    await waitFor(() => datePicker(root).input().value === "03/31/2024", "the clamped date shown")
    datePicker(root).input().select()
    await type("01/01/1990")
    await press("Tab")
    await waitFor(
      () => datePicker(root).formValue("date") === "2000-01-01",
      "the date clamped to min",
    )
  })

  it("disables days and the previous and next buttons beyond min and max", async () => {
    const { root } = await mountDemo("date-picker", { min: "2024-03-10", max: "2024-04-20" })
    await datePicker(root).openCalendar()
    expect(viewTrigger(root, "day").textContent).to.equal("April 2024")
    expect(navButton(root, "next").disabled).to.equal(true)
    expect(navButton(root, "prev").disabled).to.equal(false)
    expect(datePicker(root).dayCell("2024-04-21")!.getAttribute("aria-disabled")).to.equal("true")
    await click(datePicker(root).dayCell("2024-04-21")!)
    expect(datePicker(root).input().value).to.equal("")
    expect(datePicker(root).isOpen()).to.equal(true)

    await click(navButton(root, "prev"))
    await waitFor(() => viewTrigger(root, "day").textContent === "March 2024", "March")
    expect(navButton(root, "prev").disabled).to.equal(true)
    expect(navButton(root, "next").disabled).to.equal(false)
    expect(datePicker(root).dayCell("2024-03-09")!.getAttribute("aria-disabled")).to.equal("true")
    expect(datePicker(root).dayCell("2024-03-10")!.getAttribute("aria-disabled")).to.equal(null)
  })

  it("does not select an unavailable weekend day", async () => {
    const { root } = await mountDemo("date-picker", { ...MARCH_2024, "weekends-unavailable": "" })
    await datePicker(root).openCalendar()
    const saturday = datePicker(root).dayCell("2024-03-16")!
    expect(saturday.hasAttribute("data-unavailable")).to.equal(true)
    expect(saturday.getAttribute("aria-label")).to.contain("Not available")
    await click(saturday)
    expect(datePicker(root).isOpen()).to.equal(true)
    expect(datePicker(root).formValue("date")).to.equal("")
    expect(datePicker(root).dayCell("2024-03-15")!.hasAttribute("data-unavailable")).to.equal(false)
  })

  it("shows a message and no bounds for an invalid min or max", async () => {
    const { root } = await mountDemo("date-picker", { min: "2024-13-45", max: "soon" })
    const alert = getByRole(within(root), "alert")
    expect(alert.textContent).to.contain('Min "2024-13-45" ignored')
    expect(alert.textContent).to.contain('Max "soon" ignored')
    await datePicker(root).openCalendar()
    expect(navButton(root, "prev").disabled).to.equal(false)
    expect(navButton(root, "next").disabled).to.equal(false)
  })

  it("uses the defaults and changes the live widget from the Controls tab", async () => {
    const { root } = await mountDemo("date-picker", MARCH_2024)
    expect(getByLabelText<HTMLSelectElement>(within(root), "Locale").value).to.equal("en-US")
    expect(getByLabelText<HTMLSelectElement>(within(root), "Time zone").value).to.equal("UTC")
    expect(getByLabelText<HTMLInputElement>(within(root), "Visible months").value).to.equal("1")
    expect(getByLabelText<HTMLInputElement>(within(root), "Close on select").checked).to.equal(true)

    await click(getByLabelText(within(root), "Fixed weeks"))
    await datePicker(root).openCalendar()
    await waitFor(() => rowsOf(root, "day").length === 6, "six weeks")
    await press("Escape")
    await click(getByLabelText(within(root), "Disabled"))
    await waitFor(
      () => datePicker(root).input().disabled && datePicker(root).trigger().disabled,
      "a disabled picker",
    )
  })

  it("shows the idle and open states in the Visualizer", async () => {
    const { root } = await mountDemo("date-picker", MARCH_2024)
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => visualizerText(root).includes('state: "idle"'), "the idle state")
    await datePicker(root).openCalendar()
    await waitFor(() => visualizerText(root).includes('state: "open"'), "the open state")
    expect(visualizerText(root)).to.contain('view: "day"')
  })

  it("has no serious or critical axe violations with the calendar open", async () => {
    const { element, root } = await mountDemo("date-picker", MARCH_2024)
    await datePicker(root).openCalendar()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
