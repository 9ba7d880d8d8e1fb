import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import {
  cleanup,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { datePicker, MARCH_2024 } from "./date-picker.page"

/*
 * <demo-date-picker variant="date-time">: zag's date-time page, a day from the calendar and a
 * time from a field below it (zag's `setTime`). What the basic demo cannot do: hold a time, so
 * give a date-time to its form, and stay open on a day for the time to follow.
 */

const mount = () => mountDemo("date-picker", { variant: "date-time", ...MARCH_2024 })
const timeField = (root: ShadowRoot) => getByLabelText<HTMLInputElement>(within(root), "Time")

/** Sets a time the way the field's picker does (typing into a time field depends on the locale). */
function setTime(field: HTMLInputElement, time: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(field, time)
  field.dispatchEvent(new Event("input", { bubbles: true }))
}

describe('<demo-date-picker variant="date-time">', () => {
  afterEach(cleanup)

  it("asks for a date and time; its time field waits for a day", async () => {
    const { root } = await mount()
    expect(datePicker(root).trigger().textContent).to.equal("Select date and time")
    await datePicker(root).openCalendar()
    expect(datePicker(root).content().contains(timeField(root))).to.equal(true)
    expect(timeField(root).disabled).to.equal(true)
  })

  it("stays open on a day, then gives it the time set below", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    await picker.openCalendar()
    await picker.clickDay("2024-03-15")
    await waitFor(() => picker.formValue("datetime") === "2024-03-15", "the day chosen")
    expect(picker.isOpen()).to.equal(true)
    expect(picker.trigger().textContent).to.equal("Mar 15, 2024")
    expect(timeField(root).disabled).to.equal(false)
    expect(timeField(root).value).to.equal("")

    setTime(timeField(root), "14:30")
    await waitFor(
      () => picker.formValue("datetime") === "2024-03-15T14:30:00",
      "a date-time in the form",
    )
    expect(picker.trigger().textContent).to.equal("Mar 15, 2024, 2:30 PM")
    expect(timeField(root).value).to.equal("14:30")
  })

  it("keeps the time when another day is chosen", async () => {
    const { root } = await mount()
    const picker = datePicker(root)
    await picker.openCalendar()
    await picker.clickDay("2024-03-15")
    await waitFor(() => !timeField(root).disabled, "the time field enabled")
    setTime(timeField(root), "09:05")
    await waitFor(() => picker.formValue("datetime") === "2024-03-15T09:05:00", "the time set")
    await picker.clickDay("2024-03-20")
    await waitFor(() => picker.formValue("datetime") === "2024-03-20T09:05:00", "the new day")
    expect(timeField(root).value).to.equal("09:05")
  })

  it("has no serious accessibility violations with a date-time chosen", async () => {
    const { element, root } = await mount()
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-15")
    await waitFor(() => !timeField(root).disabled, "the time field enabled")
    setTime(timeField(root), "14:30")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
