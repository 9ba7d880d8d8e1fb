/**
 * A select inside a modal dialog: two dismissable layers in one shadow root. Escape and
 * outside clicks close the innermost layer only; focus goes back where it came from.
 */
import { expect } from "chai"
import {
  cleanup,
  click,
  clickOnHostPage,
  deepActiveElement,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  waitFor,
} from "../../../test/browser/helpers"
import { selectInDialog } from "./select-in-dialog.page"

async function openDialog(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("select-in-dialog", attributes)
  const page = selectInDialog(mounted.root)
  await click(page.trigger())
  const dialog = await waitFor(() => page.dialog(), "the dialog to open")
  await waitFor(() => dialog.contains(deepActiveElement()), "focus inside the dialog")
  return { ...mounted, page, dialog }
}

async function openList(page: ReturnType<typeof selectInDialog>) {
  await click(page.selectTrigger())
  return waitFor(() => page.listbox(), "the list to open")
}

describe("<demo-select-in-dialog>", () => {
  afterEach(cleanup)

  it("opens a modal dialog holding a Country select, focus inside it", async () => {
    const { page, dialog } = await openDialog()
    expect(dialog.getAttribute("aria-modal")).to.equal("true")
    expect(page.trigger().getAttribute("aria-expanded")).to.equal("true")
    expect(page.description().textContent).to.contain("Make changes to your profile")
    expect(page.valueText()).to.equal("Select option")
    expect(page.selectTrigger().getAttribute("aria-expanded")).to.equal("false")
  })

  it("Escape closes the list only, then the dialog, and focus steps back each time", async () => {
    const { page } = await openDialog()
    const list = await openList(page)
    expect(page.dialog()).to.not.equal(null)
    await press("Escape")
    await waitFor(() => list.hidden || null, "the list to close")
    expect(page.dialog(), "the dialog stays open").to.not.equal(null)
    await expectFocus(page.selectTrigger())
    await press("Escape")
    await waitFor(() => page.dialog() === null || null, "the dialog to close")
    await expectFocus(page.trigger())
  })

  it("a click inside the dialog but outside the list closes the list and keeps the dialog", async () => {
    const { page } = await openDialog()
    const list = await openList(page)
    await click(page.description())
    await waitFor(() => list.hidden || null, "the list to close")
    expect(page.dialog(), "the dialog stays open").to.not.equal(null)
  })

  it("a click outside the dialog closes it, and not when closeOnInteractOutside is off", async () => {
    const { element, page } = await openDialog()
    await clickOnHostPage(element)
    await waitFor(() => page.dialog() === null || null, "the dialog to close")
    cleanup()
    const kept = await openDialog({ "close-on-interact-outside": "false" })
    await clickOnHostPage(kept.element)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(kept.page.dialog(), "the dialog stays open").to.not.equal(null)
  })

  it("chooses a country with the keyboard inside the dialog", async () => {
    const { page } = await openDialog()
    page.selectTrigger().focus()
    await expectFocus(page.selectTrigger())
    await press("ArrowDown")
    await waitFor(() => page.listbox(), "the list to open")
    await waitFor(() => page.highlightedIndex() >= 0 || null, "an option highlighted")
    await press("ArrowDown")
    const expected = page.optionNames()[page.highlightedIndex()]
    await press("Enter")
    await waitFor(() => page.valueText() === expected || null, `the value ${expected}`)
    await expectFocus(page.selectTrigger())
    expect(page.dialog(), "choosing does not close the dialog").to.not.equal(null)
  })

  it("keeps the list open on Escape when the dialog's closeOnEscape is off, and the dialog too", async () => {
    const { page } = await openDialog({ "close-on-escape": "false" })
    const list = await openList(page)
    await press("Escape")
    await waitFor(() => list.hidden || null, "the list to close: its own Escape rule")
    await press("Escape")
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(page.dialog(), "the dialog ignores Escape").to.not.equal(null)
  })

  it("shows each machine in the Visualizer: the dialog and the select", async () => {
    // The Visualizer first: a click on its tab while the dialog is open would close the dialog.
    const { root } = await mountDemo("select-in-dialog")
    await openToolbarTab(root, "Visualizer")
    await click(selectInDialog(root).trigger())
    for (const name of ["Dialog state", "Select state"]) {
      await waitFor(() => root.querySelector(`section[aria-label="${name}"]`), name)
    }
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { element } = await mountDemo("select-in-dialog")
    expect(await seriousViolations(element)).to.deep.equal([])
    cleanup()
    const opened = await openDialog()
    await openList(opened.page)
    expect(await seriousViolations(opened.element)).to.deep.equal([])
  })
})
