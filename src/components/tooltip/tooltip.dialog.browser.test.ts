import { expect } from "chai"
import { getByRole, getByText, queryByRole } from "@testing-library/dom"
import {
  click,
  deepActiveElement,
  expectFocus,
  hover,
  mountDemo,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-tooltip variant="dialog">: one button that is a tooltip's trigger and a dialog's
 * (zag's tooltip/dialog page, which has no e2e file). The basic demo has tooltips only.
 */

async function mountPage() {
  // No open delay: the scenarios are about the two machines sharing a trigger, not timing.
  const mounted = await mountDemo("tooltip", { variant: "dialog", "open-delay": "0" })
  const all = within(mounted.root)
  const tip = (text: string) => {
    const content = getByText(all, text).closest<HTMLElement>('[data-part="content"]')!
    return { content, shown: () => !content.hidden && content.dataset.state === "open" }
  }
  return {
    ...mounted,
    trigger: () => getByRole(all, "button", { name: "Edit profile" }),
    dialog: () => queryByRole(all, "dialog", { name: "Edit profile" }),
    outerTip: () => tip("Change your name and photo"),
    saveTip: () => tip("Saves your changes and closes the dialog"),
  }
}

describe('<demo-tooltip variant="dialog">', () => {
  afterEach(resetMouseAndCleanup)

  it("shows the button's tooltip on hover, the button saying it opens a dialog", async () => {
    const page = await mountPage()
    expect(page.trigger().getAttribute("aria-haspopup")).to.equal("dialog")
    await hover(page.trigger())
    await waitFor(() => page.outerTip().shown(), "the tooltip on hover")
    expect(page.trigger().getAttribute("aria-describedby")).to.equal(page.outerTip().content.id)
    expect(page.dialog()).to.equal(null)
  })

  it("closes the tooltip and opens the dialog on a click; Escape gives focus back", async () => {
    const page = await mountPage()
    await hover(page.trigger())
    await waitFor(() => page.outerTip().shown(), "the tooltip on hover")
    await click(page.trigger())
    const dialog = await waitFor(() => page.dialog(), "the dialog to open")
    expect(dialog.getAttribute("aria-modal")).to.equal("true")
    await waitFor(() => !page.outerTip().shown(), "the button's tooltip to close")
    await waitFor(() => dialog.contains(deepActiveElement()), "focus inside the dialog")
    await press("Escape")
    await waitFor(() => page.dialog() === null, "the dialog to close")
    await expectFocus(page.trigger())
  })

  it("shows the Save button's tooltip inside the dialog, on keyboard focus", async () => {
    const page = await mountPage()
    await click(page.trigger())
    const dialog = await waitFor(() => page.dialog(), "the dialog to open")
    const name = getByRole(dialog, "textbox", { name: "Name" })
    name.focus()
    await press("Tab")
    await expectFocus(getByRole(dialog, "button", { name: "Save" }))
    await waitFor(() => page.saveTip().shown(), "Save's tooltip")
    expect(dialog.contains(page.saveTip().content)).to.equal(true)
  })

  it("has no serious accessibility violations with the dialog and a tooltip open", async () => {
    const page = await mountPage()
    await click(page.trigger())
    const dialog = await waitFor(() => page.dialog(), "the dialog to open")
    await hover(getByRole(dialog, "button", { name: "Save" }))
    await waitFor(() => page.saveTip().shown(), "Save's tooltip")
    expect(await seriousViolations(page.element)).to.deep.equal([])
  })
})
