import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-dialog variant="initial-focus">: the close button is the dialog's first focusable
 * element, yet focus lands in the Username field (zag's `initialFocusEl`). A basic dialog
 * would focus the close button.
 */

async function open() {
  const mounted = await mountDemo("dialog", { variant: "initial-focus" })
  const trigger = getByRole(within(mounted.root), "button", { name: "Change username" })
  await click(trigger)
  const content = await waitFor(
    () => queryByRole(within(mounted.root), "dialog", { name: "Change username" }),
    "the dialog to open",
  )
  return { ...mounted, trigger, content }
}

describe('<demo-dialog variant="initial-focus">', () => {
  afterEach(cleanup)

  it("focuses the Username field on opening, though Close comes first", async () => {
    const { content } = await open()
    const [first] = Array.from(content.querySelectorAll("button, input"))
    expect(first).to.equal(getByRole(content, "button", { name: "Close" }))
    await expectFocus(getByRole(content, "textbox", { name: "Username" }))
  })

  it("still closes on Escape and returns focus to its trigger", async () => {
    const { root, trigger } = await open()
    await expectFocus(getByRole(within(root), "textbox", { name: "Username" }))
    await press("Escape")
    await waitFor(() => queryByRole(within(root), "dialog") === null, "the dialog to close")
    await expectFocus(trigger)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await open()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
