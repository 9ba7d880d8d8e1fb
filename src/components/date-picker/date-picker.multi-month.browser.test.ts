import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { datePicker, MARCH_2024 } from "./date-picker.page"

/*
 * <demo-date-picker variant="multi-month">: zag's date-picker/multi-month page, a month
 * picker (minView "month") in multiple selection capped at two (maxSelectedDates). zag's e2e
 * "datepicker [multiple month + maxSelectedDates]" is the third test. What the month variant
 * cannot do: hold two months at once; what the multiple demo does not do: stop at two.
 */

const mount = (attributes: Record<string, string> = {}) =>
  mountDemo("date-picker", { variant: "multi-month", ...MARCH_2024, ...attributes })

const month = (root: ShadowRoot, value: number) =>
  root.querySelector<HTMLElement>(
    `[data-part="table-cell-trigger"][data-view="month"][data-value="${value}"]`,
  )!
const isSelected = (root: ShadowRoot, value: number) =>
  month(root, value).hasAttribute("data-selected")
const selectedText = (root: ShadowRoot) =>
  root.querySelector(".sb-date-picker-selected")!.textContent

async function pick(root: ShadowRoot, value: number, expected: string) {
  await click(month(root, value))
  await waitFor(() => datePicker(root).formValue("months") === expected, `the months ${expected}`)
}

describe('<demo-date-picker variant="multi-month">', () => {
  afterEach(cleanup)

  it("opens on the months of a year, in a grid that takes several, and none chosen", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    expect(getByLabelText(within(root), "Months")).to.equal(picker.input())
    expect(selectedText(root)).to.equal("Selected months (up to 2): none")
    await picker.openCalendar()
    expect(picker.visibleView()).to.equal("month")
    expect(root.querySelector('[data-view="day"]')).to.equal(null)
    const grid = picker.content().querySelector('[data-view="month"] table')!
    expect(grid.getAttribute("aria-multiselectable")).to.equal("true")
  })

  it("takes two months, shows both selected and lists both, the calendar still open", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    await picker.openCalendar()
    await pick(root, 2, "2024-02")
    await pick(root, 1, "2024-01,2024-02")
    expect(isSelected(root, 1) && isSelected(root, 2)).to.equal(true)
    expect(picker.isOpen()).to.equal(true)
    expect(selectedText(root)).to.equal("Selected months (up to 2): 01/2024, 02/2024")
  })

  it("ignores a third month without an error, and keeps the two (zag's e2e)", async () => {
    const { root, element } = await mount()
    const errors: unknown[] = []
    const onError = (event: ErrorEvent) => errors.push(event.error)
    window.addEventListener("error", onError)
    try {
      await datePicker(root).openCalendar()
      await pick(root, 1, "2024-01")
      await pick(root, 2, "2024-01,2024-02")
      await click(month(root, 3))
      // The click moves focus to March; only the value stays as it was.
      await waitFor(() => deepActiveElement() === month(root, 3), "focus on March")
      expect(isSelected(root, 3)).to.equal(false)
      expect(isSelected(root, 1) && isSelected(root, 2)).to.equal(true)
      expect(datePicker(root).formValue("months")).to.equal("2024-01,2024-02")
      expect(selectedText(root)).to.equal("Selected months (up to 2): 01/2024, 02/2024")
      expect(errors).to.deep.equal([])
      expect(element.isConnected).to.equal(true)
    } finally {
      window.removeEventListener("error", onError)
    }
  })

  it("removes a month on a second click, which makes room for another", async () => {
    const { root } = await mount()
    await datePicker(root).openCalendar()
    await pick(root, 1, "2024-01")
    await pick(root, 2, "2024-01,2024-02")
    await pick(root, 1, "2024-02")
    expect(isSelected(root, 1)).to.equal(false)
    expect(selectedText(root)).to.equal("Selected months (up to 2): 02/2024")
    await pick(root, 3, "2024-02,2024-03")
    expect(isSelected(root, 2) && isSelected(root, 3)).to.equal(true)
  })

  it("toggles the focused month with Enter, and counts months of other years toward the two", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    await picker.openCalendar()
    await waitFor(() => deepActiveElement() === month(root, 3), "focus on March")
    await press("Enter")
    await waitFor(() => isSelected(root, 3), "March selected")
    await click(
      root.querySelector('[data-part="view"][data-view="month"] [data-part="prev-trigger"]')!,
    )
    await waitFor(
      () =>
        root.querySelector('[data-part="view-trigger"][data-view="month"]')?.textContent === "2023",
      "the months of 2023",
    )
    expect(isSelected(root, 3)).to.equal(false)
    await pick(root, 11, "2023-11,2024-03")
    await click(month(root, 12))
    await waitFor(() => deepActiveElement() === month(root, 12), "focus on December")
    expect(picker.formValue("months")).to.equal("2023-11,2024-03")
    expect(selectedText(root)).to.equal("Selected months (up to 2): 11/2023, 03/2024")
  })

  it("closes on Escape with the months kept", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    await picker.openCalendar()
    await pick(root, 1, "2024-01")
    await press("Escape")
    await waitFor(() => !picker.isOpen(), "Escape to close")
    expect(picker.formValue("months")).to.equal("2024-01")
    await waitFor(() => picker.input().value === "01/2024", "the first month in the field")
  })

  it("has no serious accessibility violations with the months open and two chosen", async () => {
    const { root, element } = await mount()
    await datePicker(root).openCalendar()
    expect(await seriousViolations(element)).to.deep.equal([])
    await pick(root, 1, "2024-01")
    await pick(root, 2, "2024-01,2024-02")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
