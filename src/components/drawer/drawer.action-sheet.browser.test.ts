import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  click,
  expectFocus,
  mountDemo,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  stageOf,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { drag, settle, visibleHeight, waitForClosed } from "./drawer-test-helpers"

/*
 * <demo-drawer variant="action-sheet">: a sheet of actions (zag's drawer/action-sheet page;
 * zag has no e2e file for it). What the basic drawer does not: a choice closes it, it has no
 * grabber, and its content does not drag.
 */

function sheetDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    trigger: () => getByRole(stage, "button", { name: "Manage profile" }),
    dialog: () => queryByRole(within(root), "dialog", { name: "Profile actions" }),
    content: () => part(stage, "drawer", "content"),
    backdrop: () => part(stage, "drawer", "backdrop"),
    action: (name: string) => getByRole(part(stage, "drawer", "content"), "button", { name }),
    status: () => getByRole(stage, "status").textContent,
  }
}

type SheetDemo = ReturnType<typeof sheetDemo>

async function open() {
  const mounted = await mountDemo("drawer", { variant: "action-sheet" })
  const demo = sheetDemo(mounted.root)
  await click(demo.trigger())
  await waitFor(() => demo.dialog(), "the action sheet to open")
  await settle(demo.content())
  return { ...mounted, demo }
}

async function choose(demo: SheetDemo, action: string) {
  await click(demo.action(action))
  await waitForClosed(demo)
}

describe('<demo-drawer variant="action-sheet">', () => {
  afterEach(resetMouseAndCleanup)

  it("offers its actions, a danger action and Cancel, with no grabber", async () => {
    const { demo } = await open()
    for (const name of [
      "Edit profile",
      "Change avatar",
      "Privacy settings",
      "Delete account",
      "Cancel",
    ])
      expect(demo.action(name)).to.not.equal(null)
    expect(demo.content().querySelector('[data-part="grabber"]')).to.equal(null)
    expect(demo.status()).to.equal("Last action: none")
  })

  it("closes on a choice and says which, focus back on its trigger", async () => {
    const { demo } = await open()
    await choose(demo, "Change avatar")
    expect(demo.status()).to.equal("Last action: Change avatar")
    await expectFocus(demo.trigger())
    await click(demo.trigger())
    await waitFor(() => demo.dialog(), "the action sheet to open again")
    await settle(demo.content())
    await choose(demo, "Delete account")
    expect(demo.status()).to.equal("Last action: Delete account")
  })

  it("closes on Cancel and on Escape without an action", async () => {
    const { demo } = await open()
    await choose(demo, "Cancel")
    await click(demo.trigger())
    await waitFor(() => demo.dialog(), "the action sheet to open again")
    await press("Escape")
    await waitForClosed(demo)
    expect(demo.status()).to.equal("Last action: none")
  })

  it("does not move when its content is dragged", async () => {
    const { demo } = await open()
    const height = visibleHeight(demo.content())
    await drag(demo.content().querySelector("ul")!, 0, 120, { hold: true })
    expect(demo.content().hasAttribute("data-dragging")).to.equal(false)
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
    await sendMouse({ type: "up" })
    await settle(demo.content())
    expect(demo.dialog()).to.not.equal(null)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await open()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
