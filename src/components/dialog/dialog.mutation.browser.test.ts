import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  expectFocus,
  mountDemo,
  press,
  pressWith,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-dialog variant="mutation">: the dialog's buttons change while it is open (zag's
 * dialog/mutation page, no e2e file). The focused button disappears; Tab must still cycle
 * through the new buttons inside the dialog, and Escape still close it.
 */

async function openDialog() {
  const mounted = await mountDemo("dialog", { variant: "mutation" })
  const trigger = getByRole(within(mounted.root), "button", { name: "Start setup" })
  await click(trigger)
  const dialog = await waitFor(
    () => queryByRole(within(mounted.root), "dialog", { name: /^Setup/ }),
    "the dialog to open",
  )
  return { ...mounted, dialog, trigger }
}

describe('<demo-dialog variant="mutation">', () => {
  afterEach(cleanup)

  it("swaps its buttons on Next, the title naming the new step", async () => {
    const { dialog } = await openDialog()
    await click(getByRole(dialog, "button", { name: "Next" }))
    await waitFor(() => getByRole(dialog, "button", { name: "Finish" }), "step 2's buttons")
    expect(queryByRole(dialog, "button", { name: "Next" })).to.equal(null)
    expect(dialog.getAttribute("aria-labelledby")).to.not.equal(null)
    expect(dialog.textContent).to.contain("Setup, step 2 of 2")
  })

  it("keeps Tab and Shift+Tab inside the dialog after the focused button went away", async () => {
    const { dialog } = await openDialog()
    const next = getByRole(dialog, "button", { name: "Next" })
    next.focus()
    await press("Enter")
    const back = await waitFor(() => queryByRole(dialog, "button", { name: "Back" }), "step 2")
    const finish = getByRole(dialog, "button", { name: "Finish" })
    const close = getByRole(dialog, "button", { name: "Close" })
    const seen = new Set<Element>()
    for (let i = 0; i < 4; i++) {
      await press("Tab")
      await waitFor(() => dialog.contains(deepActiveElement()), "focus inside the dialog")
      seen.add(deepActiveElement()!)
    }
    expect(seen.has(back) && seen.has(finish) && seen.has(close)).to.equal(true)
    await pressWith("Shift", "Tab")
    expect(dialog.contains(deepActiveElement())).to.equal(true)
  })

  it("still closes on Escape, focus back on its trigger", async () => {
    const { root, dialog, trigger } = await openDialog()
    await click(getByRole(dialog, "button", { name: "Next" }))
    await waitFor(() => queryByRole(dialog, "button", { name: "Back" }), "step 2")
    await press("Escape")
    await waitFor(() => queryByRole(within(root), "dialog") === null, "Escape to close it")
    await expectFocus(trigger)
  })

  it("has no serious accessibility violations on either step", async () => {
    const { element, dialog } = await openDialog()
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(getByRole(dialog, "button", { name: "Next" }))
    await waitFor(() => queryByRole(dialog, "button", { name: "Back" }), "step 2")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
