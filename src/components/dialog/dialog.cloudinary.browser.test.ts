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
 * <demo-dialog variant="cloudinary">: a picture picker added outside the dialog's content, as
 * an upload service's widget is. Listed in persistentElements, it takes clicks while the modal
 * dialog is open and a click in it does not close the dialog; a basic dialog would close on
 * that click (or block it behind its backdrop).
 */

const open = () => openDialogVariant("cloudinary", "Edit profile", "Edit profile")

async function openPicker(root: ShadowRoot, content: HTMLElement) {
  await click(getByRole(content, "button", { name: "Upload a picture" }))
  const picker = await waitFor(
    () => queryByRole(within(root), "region", { name: "Picture library" }),
    "the picker to show",
  )
  expect(content.contains(picker)).to.equal(false)
  return picker
}

describe('<demo-dialog variant="cloudinary">', () => {
  afterEach(cleanup)

  it("takes a click in the picker outside it, staying open, and shows the picture chosen", async () => {
    const { root, content } = await open()
    const picker = await openPicker(root, content)
    await click(getByRole(picker, "button", { name: "Pine forest" }))
    await waitFor(
      () => queryByRole(within(root), "region", { name: "Picture library" }) === null,
      "the picker to close",
    )
    expect(queryByRole(within(root), "dialog", { name: "Edit profile" })).to.equal(content)
    expect(content.getAttribute("data-state")).to.equal("open")
    expect(content.textContent).to.contain("Picture: Pine forest")
    // As the widget's close callback does, focus goes back to the button that opened it.
    await expectFocus(getByRole(content, "button", { name: "Upload a picture" }))
  })

  it("stays open when the picker is cancelled, and still closes on Escape", async () => {
    const { root, content, trigger } = await open()
    const picker = await openPicker(root, content)
    await click(getByRole(picker, "button", { name: "Cancel" }))
    await waitFor(() => content.textContent?.includes("Picture: none"), "the picker to close")
    expect(content.getAttribute("data-state")).to.equal("open")
    await press("Escape")
    await waitFor(() => queryByRole(within(root), "dialog") === null, "the dialog to close")
    await expectFocus(trigger)
  })

  it("has no serious accessibility violations with the picker open", async () => {
    const { root, element, content } = await open()
    await openPicker(root, content)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
