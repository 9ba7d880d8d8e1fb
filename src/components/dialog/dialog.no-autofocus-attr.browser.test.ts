import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  pressWith,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-dialog variant="no-autofocus-attr">: Close and Help, the first tab stops, carry
 * data-no-autofocus, so focus opens on Cancel (zag's dialog/no-autofocus-attr page, no e2e
 * file); the skipped buttons stay reachable from the keyboard.
 */

async function openDialog() {
  const mounted = await mountDemo("dialog", { variant: "no-autofocus-attr" })
  await click(getByRole(within(mounted.root), "button", { name: "Delete item" }))
  const dialog = await waitFor(
    () => queryByRole(within(mounted.root), "dialog", { name: "Delete item?" }),
    "the dialog to open",
  )
  return { ...mounted, dialog }
}

describe('<demo-dialog variant="no-autofocus-attr">', () => {
  afterEach(cleanup)

  it("skips Close and Help, marked data-no-autofocus, and focuses Cancel", async () => {
    const { dialog } = await openDialog()
    const close = getByRole(dialog, "button", { name: "Close" })
    const help = getByRole(dialog, "button", { name: "Help" })
    expect(close.hasAttribute("data-no-autofocus")).to.equal(true)
    expect(help.hasAttribute("data-no-autofocus")).to.equal(true)
    await expectFocus(getByRole(dialog, "button", { name: "Cancel" }))
  })

  it("keeps the skipped buttons in the tab order, before Cancel", async () => {
    const { dialog } = await openDialog()
    await expectFocus(getByRole(dialog, "button", { name: "Cancel" }))
    await pressWith("Shift", "Tab")
    await expectFocus(getByRole(dialog, "button", { name: "Help" }))
    await pressWith("Shift", "Tab")
    await expectFocus(getByRole(dialog, "button", { name: "Close" }))
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await openDialog()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
