import { expect } from "chai"
import { sendMouse } from "@web/test-runner-commands"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-dialog variant="popover-nested">: dialog → popover → dialog (zag's dialog/popover-nested
 * page, which has no e2e file; its case marked as a bug: closing the second dialog must not
 * close the popover and the first dialog). Each way of closing the top layer closes it alone.
 */

const page = (root: ShadowRoot) => ({
  settingsTrigger: () => getByRole(within(root), "button", { name: "Project settings" }),
  settings: () => queryByRole(within(root), "dialog", { name: "Project settings" }),
  membersTrigger: () => getByRole(within(root), "button", { name: /^Members/ }),
  members: () => queryByRole(within(root), "dialog", { name: "Members" }),
  removeTrigger: () => getByRole(within(root), "button", { name: "Remove Bob…" }),
  confirm: () => queryByRole(within(root), "dialog", { name: "Remove Bob?" }),
  /** Which of the three layers are open, bottom first. */
  open: () =>
    (["Project settings", "Members", "Remove Bob?"] as const).filter((name) =>
      queryByRole(within(root), "dialog", { name }),
    ),
})

async function openAll() {
  const mounted = await mountDemo("dialog", { variant: "popover-nested" })
  const demo = page(mounted.root)
  await click(demo.settingsTrigger())
  await waitFor(() => demo.settings(), "the settings dialog to open")
  await click(demo.membersTrigger())
  await waitFor(() => demo.members(), "the members popover to open")
  await click(demo.removeTrigger())
  const confirm = await waitFor(() => demo.confirm(), "the confirmation to open")
  await waitFor(() => confirm.contains(deepActiveElement()), "focus in the confirmation")
  return { ...mounted, demo }
}

describe('<demo-dialog variant="popover-nested">', () => {
  afterEach(cleanup)

  it("opens a dialog, a popover in it and a second modal dialog from the popover", async () => {
    const { demo } = await openAll()
    expect(demo.open()).to.deep.equal(["Project settings", "Members", "Remove Bob?"])
    expect(demo.confirm()!.getAttribute("aria-modal")).to.equal("true")
    expect(demo.settings()!.contains(demo.members())).to.equal(true)
  })

  it("each Escape closes only the top layer, focus returning to its trigger", async () => {
    const { demo } = await openAll()
    await press("Escape")
    await waitFor(() => demo.confirm() === null, "Escape to close the confirmation")
    expect(demo.open()).to.deep.equal(["Project settings", "Members"])
    await expectFocus(demo.removeTrigger())
    await press("Escape")
    await waitFor(() => demo.members() === null, "Escape to close the popover")
    expect(demo.open()).to.deep.equal(["Project settings"])
    await expectFocus(demo.membersTrigger())
    await press("Escape")
    await waitFor(() => demo.settings() === null, "Escape to close the settings")
    await expectFocus(demo.settingsTrigger())
  })

  it("Cancel closes the confirmation and leaves the popover and the settings open", async () => {
    const { demo } = await openAll()
    await click(getByRole(demo.confirm()!, "button", { name: "Cancel" }))
    await waitFor(() => demo.confirm() === null, "Cancel to close the confirmation")
    expect(demo.open()).to.deep.equal(["Project settings", "Members"])
  })

  it("its close button, too, closes the confirmation alone", async () => {
    const { demo } = await openAll()
    await click(getByRole(demo.confirm()!, "button", { name: "Close confirmation" }))
    await waitFor(() => demo.confirm() === null, "the close button to close the confirmation")
    expect(demo.open()).to.deep.equal(["Project settings", "Members"])
  })

  it("a click outside every layer closes the top one only, the modal confirmation", async () => {
    const { root, demo } = await openAll()
    // The page's top-left corner, outside the element: outside all three layers.
    const corner = document.elementFromPoint(5, 5)
    expect(corner === root.host || root.host.contains(corner), "(5, 5) outside").to.equal(false)
    await sendMouse({ type: "click", position: [5, 5] })
    await waitFor(() => demo.confirm() === null, "the outside click to close the confirmation")
    expect(demo.open()).to.deep.equal(["Project settings", "Members"])
  })

  it("has no serious accessibility violations with all three layers open", async () => {
    const { element } = await openAll()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
