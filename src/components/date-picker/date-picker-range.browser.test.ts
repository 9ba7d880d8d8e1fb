import { expect } from "chai"
import { getByLabelText, getByRole, getByText } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  visualizerText,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { datePicker, MARCH_2024, utcDaysFromToday } from "./date-picker.page"

// With MARCH_2024 the two visible months are March and April 2024 (April's days lie past
// the max, so they are disabled).
const PRESETS = ["Last 3 Days", "Last 7 Days", "Last 14 Days", "Last 30 Days", "Last 90 Days"]

const monthTitles = (root: ShadowRoot) =>
  [...datePicker(root).content().querySelectorAll(".sb-date-picker-month-title")].map(
    (t) => t.textContent,
  )
const dayTables = (root: ShadowRoot) =>
  datePicker(root).content().querySelectorAll('table[data-view="day"]')
const prevButton = (root: ShadowRoot) =>
  datePicker(root)
    .content()
    .querySelector<HTMLButtonElement>('[data-view="day"] [data-part="prev-trigger"]')!
const inputs = (root: ShadowRoot) => [
  datePicker(root).input(0).value,
  datePicker(root).input(1).value,
]
/** The error boundary's "This demo stopped working" text, or null while the demo works. */
const demoError = (root: ShadowRoot) => root.querySelector(".sb-demo-error")?.textContent ?? null
const clickOutsideElement = (root: ShadowRoot) =>
  click(getByRole(within(root), "button", { name: "Outside Element" }))
/** Types a date into the empty End date input, then leaves it. */
async function typeEndDate(root: ShadowRoot, text: string) {
  datePicker(root).input(1).focus()
  await type(text)
  await clickOutsideElement(root)
}
/** 2024-03-05 -> 03/05/2024, the en-US input format. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`

describe("<demo-date-picker-range>", () => {
  afterEach(cleanup)

  it("shows the presets, two labelled inputs, the buttons and the selects", async () => {
    const { root } = await mountDemo("date-picker-range")
    const presets = [...root.querySelectorAll('[data-part="preset-trigger"]')].map(
      (b) => b.textContent,
    )
    expect(presets).to.deep.equal(PRESETS)
    getByRole(within(root), "button", { name: "Outside Element" })
    expect(getByLabelText(within(root), "Start date")).to.equal(datePicker(root).input(0))
    expect(getByLabelText(within(root), "End date")).to.equal(datePicker(root).input(1))
    expect(datePicker(root).trigger().getAttribute("aria-label")).to.equal("Open calendar")
    expect(datePicker(root).clearButton().hidden).to.equal(true)
    const years = [...datePicker(root).part<HTMLSelectElement>("year-select").options].map(
      (o) => o.value,
    )
    expect([years[0], years[years.length - 1], years.length]).to.deep.equal(["1000", "4000", 3001])
  })

  it("shows two months side by side", async () => {
    const { root } = await mountDemo("date-picker-range", MARCH_2024)
    await datePicker(root).openCalendar()
    expect(dayTables(root)).to.have.length(2)
    expect(monthTitles(root)).to.deep.equal(["March 2024", "April 2024"])
    const [first, second] = [...dayTables(root)].map((table) => table.getBoundingClientRect())
    expect(second!.left).to.be.greaterThan(first!.right)
    expect(datePicker(root).dayCell("2024-04-10")!.getAttribute("aria-disabled")).to.equal("true")
    await click(prevButton(root))
    // Previous turns a whole page: both visible months.
    await waitFor(() => monthTitles(root)[0] === "January 2024", "two months back")
    expect(monthTitles(root)).to.deep.equal(["January 2024", "February 2024"])
  })

  it("sorts a range chosen later date first, then closes", async () => {
    const { root } = await mountDemo("date-picker-range", MARCH_2024)
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-20")
    await waitFor(
      () => datePicker(root).input(0).value === "03/20/2024",
      "the first click as start",
    )
    expect(datePicker(root).isOpen()).to.equal(true)
    await datePicker(root).clickDay("2024-03-05")
    await waitFor(() => !datePicker(root).isOpen(), "the calendar to close on the end date")
    expect(inputs(root)).to.deep.equal(["03/05/2024", "03/20/2024"])
    expect(datePicker(root).formValue("range")).to.equal("2024-03-05,2024-03-20")
  })

  it("restarts the range on a third click", async () => {
    const { root } = await mountDemo("date-picker-range", {
      ...MARCH_2024,
      "close-on-select": "false",
    })
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-05")
    await datePicker(root).clickDay("2024-03-20")
    await waitFor(() => datePicker(root).formValue("range") === "2024-03-05,2024-03-20", "a range")
    expect(datePicker(root).dayCell("2024-03-12")!.hasAttribute("data-in-range")).to.equal(true)
    expect(datePicker(root).dayCell("2024-03-05")!.hasAttribute("data-range-start")).to.equal(true)
    expect(datePicker(root).dayCell("2024-03-20")!.hasAttribute("data-range-end")).to.equal(true)
    expect(datePicker(root).isOpen()).to.equal(true)

    await datePicker(root).clickDay("2024-03-10")
    await waitFor(() => datePicker(root).formValue("range") === "2024-03-10", "a new start")
    await waitFor(() => inputs(root).join() === "03/10/2024,", "the end input emptied")
    expect(datePicker(root).dayCell("2024-03-12")!.hasAttribute("data-in-range")).to.equal(false)
  })

  it("fills both inputs from a preset, counted back from today", async () => {
    const { root } = await mountDemo("date-picker-range")
    await click(getByText(within(root), "Last 7 Days"))
    const expected = [usDate(utcDaysFromToday(-6)), usDate(utcDaysFromToday(0))]
    await waitFor(() => inputs(root).join() === expected.join(), "the last seven days")
    expect(datePicker(root).formValue("range")).to.equal(
      `${utcDaysFromToday(-6)},${utcDaysFromToday(0)}`,
    )
    await click(getByText(within(root), "Last 90 Days"))
    await waitFor(
      () => datePicker(root).input(0).value === usDate(utcDaysFromToday(-89)),
      "90 days back",
    )
    const preset = getByText(within(root), "Last 3 Days")
    expect(preset.getAttribute("aria-label")).to.match(/^Last 3 Days, select /)
  })

  it("selects a range with Enter and the arrow keys", async () => {
    const { root } = await mountDemo("date-picker-range", MARCH_2024)
    await datePicker(root).openCalendar()
    await waitFor(
      () => deepActiveElement() === datePicker(root).dayCell("2024-03-31"),
      "focus on the 31st",
    )
    await press("ArrowUp")
    await press("Enter")
    await waitFor(() => datePicker(root).input(0).value === "03/24/2024", "the start by Enter")
    await press("ArrowRight")
    await press("ArrowRight")
    await press("Enter")
    await waitFor(() => !datePicker(root).isOpen(), "the calendar to close")
    expect(inputs(root)).to.deep.equal(["03/24/2024", "03/27/2024"])
  })

  it("closes on Escape with focus back on the toggle, and on a click on the outside element", async () => {
    const { root } = await mountDemo("date-picker-range", MARCH_2024)
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

  it("reads typed start and end dates in order, refusing letters and clamping to max", async () => {
    const { root } = await mountDemo("date-picker-range", MARCH_2024)
    datePicker(root).input(1).focus()
    await type("03/1a0/2024")
    expect(datePicker(root).input(1).value).to.equal("03/10/2024")
    await press("Tab")
    datePicker(root).input(0).focus()
    await type("12/01/2025")
    await press("Tab")
    // The typed start lies past the max: it is clamped, then the pair is sorted.
    await waitFor(
      () => datePicker(root).formValue("range") === "2024-03-10,2024-03-31",
      "a sorted range",
    )
  })

  it("keeps working with only an end date typed, blurred twice", async () => {
    const { root } = await mountDemo("date-picker-range")
    await typeEndDate(root, "06/15/2024")
    await waitFor(
      () => datePicker(root).formValue("range") === ",2024-06-15",
      "an end without a start",
    )
    datePicker(root).input(1).focus()
    await clickOutsideElement(root)
    await nextFrame()
    expect(demoError(root)).to.equal(null)
    expect(inputs(root)).to.deep.equal(["", "06/15/2024"])
    expect(datePicker(root).formValue("range")).to.equal(",2024-06-15")
    // The Visualizer shows the missing start as such.
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => visualizerText(root).includes("value: ["), "the value in the Visualizer")
    expect(visualizerText(root)).to.match(/value: \[undefined[^\]]*2024-06-15[^\]]*\]/)
  })

  it("keeps working when the typed end date is replaced", async () => {
    const { root } = await mountDemo("date-picker-range")
    await typeEndDate(root, "06/15/2024")
    datePicker(root).input(1).focus()
    datePicker(root).input(1).select()
    await type("06/15/2025")
    await clickOutsideElement(root)
    await nextFrame()
    expect(demoError(root)).to.equal(null)
    await waitFor(() => datePicker(root).formValue("range") === ",2025-06-15", "the new end")
    expect(inputs(root)).to.deep.equal(["", "06/15/2025"])
  })

  it("does not take an unavailable day as an end", async () => {
    const { root } = await mountDemo("date-picker-range", {
      ...MARCH_2024,
      "weekends-unavailable": "",
    })
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-04")
    await datePicker(root).clickDay("2024-03-09")
    expect(datePicker(root).formValue("range")).to.equal("2024-03-04")
    expect(datePicker(root).isOpen()).to.equal(true)
  })

  it("switches views, clears, and follows the visible months control", async () => {
    const { root, element } = await mountDemo("date-picker-range", MARCH_2024)
    await datePicker(root).openCalendar()
    const viewTrigger = () =>
      datePicker(root)
        .content()
        .querySelector<HTMLElement>('[data-part="view"]:not([hidden]) [data-part="view-trigger"]')!
    await click(viewTrigger())
    await waitFor(() => datePicker(root).visibleView() === "month", "the month view")
    await click(viewTrigger())
    await waitFor(() => datePicker(root).visibleView() === "year", "the year view")
    await press("Escape")
    await waitFor(() => !datePicker(root).isOpen(), "closed")

    await click(getByText(within(root), "Last 3 Days"))
    await waitFor(() => !datePicker(root).clearButton().hidden, "a value to clear")
    await click(datePicker(root).clearButton())
    await waitFor(() => inputs(root).join() === ",", "both inputs emptied")

    element.setAttribute("num-of-months", "3")
    await datePicker(root).openCalendar()
    await waitFor(() => dayTables(root).length === 3, "three months")
  })

  it("shows the idle and open states in the Visualizer", async () => {
    const { root } = await mountDemo("date-picker-range", MARCH_2024)
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => visualizerText(root).includes('state: "idle"'), "the idle state")
    expect(visualizerText(root)).to.contain("activeIndex: 0")
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-05")
    await waitFor(() => visualizerText(root).includes('state: "open"'), "the open state")
    await waitFor(() => visualizerText(root).includes("activeIndex: 1"), "the end to choose next")
  })

  it("has no serious or critical axe violations with a range shown", async () => {
    const { element, root } = await mountDemo("date-picker-range", MARCH_2024)
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-05")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
