import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  expectFocus,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { openDialogVariant } from "./dialog.page"

/*
 * <demo-dialog variant="autofocus-attr">: the Name field carries data-autofocus and takes
 * focus on open, with no initialFocusEl set; a basic dialog would focus its close button.
 */

const open = () => openDialogVariant("autofocus-attr", "Rename", "Rename project")

describe('<demo-dialog variant="autofocus-attr">', () => {
  afterEach(cleanup)

  it("focuses the field marked data-autofocus, though Close comes first", async () => {
    const { content } = await open()
    const name = getByRole(content, "textbox", { name: "Name" })
    expect(name.hasAttribute("data-autofocus")).to.equal(true)
    expect(content.querySelector("button, input")).to.equal(
      getByRole(content, "button", { name: "Close" }),
    )
    await expectFocus(name)
  })

  it("closes on Escape and returns focus to its trigger", async () => {
    const { root, trigger, content } = await open()
    await expectFocus(getByRole(content, "textbox", { name: "Name" }))
    await press("Escape")
    await waitFor(() => queryByRole(within(root), "dialog") === null, "the dialog to close")
    await expectFocus(trigger)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await open()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
