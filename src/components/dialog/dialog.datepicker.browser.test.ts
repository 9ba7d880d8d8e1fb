import { expect } from "chai"
import { sendMouse } from "@web/test-runner-commands"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { datePicker, utcDaysFromToday } from "../date-picker/date-picker.page"

/*
 * <demo-dialog variant="datepicker">: a date picker inside a modal dialog (zag's
 * dialog/datepicker page, no e2e file). What neither demo meets alone: the calendar must sit
 * inside the dialog's focus trap, and Escape or a pick must close the calendar, not the dialog.
 */

const page = (root: ShadowRoot) => ({
  trigger: () => getByRole(within(root), "button", { name: "Book a trip" }),
  dialog: () => queryByRole(within(root), "dialog", { name: "Book a trip" }),
  status: () => getByRole(within(root), "status").textContent,
  picker: datePicker(root),
})

async function openDialog() {
  const mounted = await mountDemo("dialog", { variant: "datepicker" })
  const demo = page(mounted.root)
  await click(demo.trigger())
  const dialog = await waitFor(() => demo.dialog(), "the dialog to open")
  await waitFor(() => dialog.contains(deepActiveElement()), "focus inside the dialog")
  return { ...mounted, demo, dialog }
}

describe('<demo-dialog variant="datepicker">', () => {
  afterEach(cleanup)

  it("opens the calendar inside the dialog, focus on a day within the trap", async () => {
    const { demo, dialog } = await openDialog()
    expect(demo.status()).to.equal("Departure: none")
    await demo.picker.openCalendar()
    expect(dialog.contains(demo.picker.content())).to.equal(true)
    await waitFor(
      () => deepActiveElement()?.getAttribute("data-part") === "table-cell-trigger",
      "focus on a day",
    )
    expect(dialog.contains(deepActiveElement())).to.equal(true)
  })

  it("Escape closes the calendar only; the next Escape closes the dialog", async () => {
    const { demo } = await openDialog()
    await demo.picker.openCalendar()
    await waitFor(
      () => deepActiveElement()?.getAttribute("data-part") === "table-cell-trigger",
      "focus on a day",
    )
    await press("Escape")
    await waitFor(() => !demo.picker.isOpen(), "Escape to close the calendar")
    expect(demo.dialog(), "the dialog stays open").to.not.equal(null)
    await press("Escape")
    await waitFor(() => demo.dialog() === null, "the second Escape to close the dialog")
    await expectFocus(demo.trigger())
  })

  it("picking a day fills the field and closes the calendar, the dialog staying open", async () => {
    const { demo } = await openDialog()
    await demo.picker.openCalendar()
    await demo.picker.clickDay(utcDaysFromToday(0))
    await waitFor(() => !demo.picker.isOpen(), "the pick to close the calendar")
    expect(demo.dialog(), "the dialog stays open").to.not.equal(null)
    const typed = demo.picker.input().value
    expect(typed).to.not.equal("")
    expect(demo.status()).to.equal(`Departure: ${typed}`)
  })

  it("a click elsewhere in the dialog closes the calendar and leaves the dialog open", async () => {
    const { demo, dialog } = await openDialog()
    await demo.picker.openCalendar()
    // A text of the dialog the calendar does not cover (it may open above or below the field).
    const uncovered = [...dialog.querySelectorAll("[data-part='title'], p")].find((text) => {
      const box = text.getBoundingClientRect()
      const top = dialog.getRootNode() as ShadowRoot
      return top.elementFromPoint(box.left + 4, box.top + box.height / 2) === text
    })
    expect(uncovered, "a text of the dialog outside the calendar").to.not.equal(undefined)
    const box = uncovered!.getBoundingClientRect()
    await sendMouse({
      type: "click",
      position: [Math.round(box.left + 4), Math.round(box.top + box.height / 2)],
    })
    await waitFor(() => !demo.picker.isOpen(), "the click to close the calendar")
    expect(demo.dialog(), "the dialog stays open").to.not.equal(null)
  })

  it("has no serious accessibility violations with the calendar open", async () => {
    const { element, demo } = await openDialog()
    await demo.picker.openCalendar()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
