import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
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
import { colorPicker } from "./color-picker.page"

// <demo-color-picker variant="in-dialog">, zag's color-picker/in-dialog: the picker inside a
// modal dialog, its popup a layer above it. The basic demo has no dialog to open.

async function openPickerInDialog() {
  const mounted = await mountDemo("color-picker", { variant: "in-dialog" })
  const { root } = mounted
  const dialogOf = () => queryByRole(within(root), "dialog", { name: "Theme colour" })
  await click(getByRole(within(root), "button", { name: "Choose a theme colour" }))
  const content = await waitFor(dialogOf, "the dialog to open")
  await click(colorPicker(root).trigger())
  const popup = await waitFor(() => colorPicker(root).dialog(), "the picker's popup to open")
  return { ...mounted, dialogOf, content, popup }
}

describe('<demo-color-picker variant="in-dialog">', () => {
  afterEach(cleanup)

  it("opens the picker's popup inside the dialog, over its content, focus inside it", async () => {
    const { root, content, popup } = await openPickerInDialog()
    expect(content.contains(popup), "the popup is in the dialog's content").to.equal(true)
    await waitFor(() => popup.contains(deepActiveElement()), "focus in the popup")
    // Drawn over the dialog: what is at the popup's centre is the popup, not the dialog's text.
    const onTop = () => {
      const box = popup.getBoundingClientRect()
      const top = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return top !== null && popup.contains(top)
    }
    await waitFor(onTop, "the popup on top at its centre, once positioned")
  })

  it("closes the popup on Escape and keeps the dialog; a second Escape closes the dialog", async () => {
    const { root, dialogOf } = await openPickerInDialog()
    await press("Escape")
    await waitFor(() => !colorPicker(root).dialog(), "the popup to close")
    expect(dialogOf(), "the dialog stays open").to.not.equal(null)
    await press("Escape")
    await waitFor(() => !dialogOf(), "the dialog to close")
  })

  it("has no serious accessibility violations with both open", async () => {
    const { element } = await openPickerInDialog()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
