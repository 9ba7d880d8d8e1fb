import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  pressWith,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-dialog variant="autofocus-attr">: the field marked data-autofocus takes focus on open
 * (zag's dialog/autofocus-attr page, no e2e file); without it, Close, the first tab stop,
 * would.
 */

async function openDialog() {
  const mounted = await mountDemo("dialog", { variant: "autofocus-attr" })
  const trigger = getByRole(within(mounted.root), "button", { name: "Rename" })
  await click(trigger)
  const dialog = await waitFor(
    () => queryByRole(within(mounted.root), "dialog", { name: "Rename project" }),
    "the dialog to open",
  )
  return { ...mounted, dialog, trigger }
}

describe('<demo-dialog variant="autofocus-attr">', () => {
  afterEach(cleanup)

  it("focuses the field marked data-autofocus, not Close, the first tab stop", async () => {
    const { dialog } = await openDialog()
    const name = getByRole(dialog, "textbox", { name: "Name" })
    expect(name.hasAttribute("data-autofocus")).to.equal(true)
    await expectFocus(name)
    await pressWith("Shift", "Tab")
    await expectFocus(getByRole(dialog, "button", { name: "Close" }))
  })

  it("focuses it again on each opening", async () => {
    const { root, dialog, trigger } = await openDialog()
    await press("Escape")
    await waitFor(() => queryByRole(within(root), "dialog") === null, "Escape to close it")
    await expectFocus(trigger)
    await press("Enter")
    await waitFor(() => queryByRole(within(root), "dialog"), "Enter to open it again")
    await expectFocus(getByRole(dialog, "textbox", { name: "Name" }))
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await openDialog()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
