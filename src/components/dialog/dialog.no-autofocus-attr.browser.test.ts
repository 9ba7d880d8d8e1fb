import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { openDialogVariant } from "./dialog.page"

/*
 * <demo-dialog variant="no-autofocus-attr">: Close and Help come first but carry
 * data-no-autofocus, so focus starts on Cancel; a basic dialog would focus Close. Tab still
 * reaches the skipped buttons: they are only passed over on open.
 */

const open = () => openDialogVariant("no-autofocus-attr", "Delete file", "Delete Budget.xlsx?")

describe('<demo-dialog variant="no-autofocus-attr">', () => {
  afterEach(cleanup)

  it("passes over Close and Help and focuses Cancel on opening", async () => {
    const { content } = await open()
    const [close, help] = Array.from(content.querySelectorAll("button"))
    expect(close).to.equal(getByRole(content, "button", { name: "Close" }))
    expect(help).to.equal(getByRole(content, "button", { name: "Help" }))
    await expectFocus(getByRole(content, "button", { name: "Cancel" }))
  })

  it("keeps the skipped buttons in the tab order, trapped in the dialog", async () => {
    const { content } = await open()
    await expectFocus(getByRole(content, "button", { name: "Cancel" }))
    await press("Tab")
    await expectFocus(getByRole(content, "button", { name: "Delete" }))
    // The trap wraps round to the first button, which was skipped only on open.
    await press("Tab")
    await expectFocus(getByRole(content, "button", { name: "Close" }))
  })

  it("closes with Cancel and returns focus to its trigger", async () => {
    const { root, trigger, content } = await open()
    await click(getByRole(content, "button", { name: "Cancel" }))
    await waitFor(() => queryByRole(within(root), "dialog") === null, "the dialog to close")
    await expectFocus(trigger)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await open()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
