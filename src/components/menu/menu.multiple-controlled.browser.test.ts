import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { menuDemo, menuItem } from "../../../test/browser/pages/menu-popups"
import { clickItem, waitForSelectLog } from "./menu-test-helpers"

/*
 * <demo-menu variant="multiple-controlled">: two menus, their open state held in React
 * (zag's menu/multiple-controlled page). What it shows: the state text follows every open
 * and close, and one click on the other menu's button closes the first and opens the second.
 */

const trigger = (root: ShadowRoot, name: "Edit" | "View") =>
  getByRole(within(root), "button", { name })
/** The popups: Edit's (0) and View's (1). */
const popup = (root: ShadowRoot, index: number) => menuDemo(root).contents()[index]!
const heldState = (root: ShadowRoot) => root.querySelector(".sb-menu-status-open")?.textContent
const mount = () => mountDemo("menu", { variant: "multiple-controlled" })

/** Waits for React's state, and the popups, to read as given. */
async function expectStates(root: ShadowRoot, edit: "open" | "closed", view: "open" | "closed") {
  await waitFor(
    () =>
      heldState(root) === `Held in React: Edit ${edit}, View ${view}.` &&
      popup(root, 0).hidden === (edit === "closed") &&
      popup(root, 1).hidden === (view === "closed"),
    `Edit ${edit} and View ${view}`,
  )
}

describe('<demo-menu variant="multiple-controlled">', () => {
  afterEach(cleanup)

  it("starts with both menus closed, as React holds them", async () => {
    const { root } = await mount()
    await expectStates(root, "closed", "closed")
    expect(trigger(root, "Edit").getAttribute("aria-expanded")).to.equal("false")
    expect(trigger(root, "View").getAttribute("aria-expanded")).to.equal("false")
  })

  it("opens a menu by click through React's state, with focus in it", async () => {
    const { root } = await mount()
    await click(trigger(root, "Edit"))
    await expectStates(root, "open", "closed")
    await expectFocus(popup(root, 0))
  })

  it("closes the open menu and opens the other with one click on its button", async () => {
    const { root } = await mount()
    await click(trigger(root, "Edit"))
    await expectStates(root, "open", "closed")
    await click(trigger(root, "View"))
    await expectStates(root, "closed", "open")
    await expectFocus(popup(root, 1))
    await click(trigger(root, "Edit"))
    await expectStates(root, "open", "closed")
  })

  it("closes on Escape through React's state, focus back on its button", async () => {
    const { root } = await mount()
    trigger(root, "View").focus()
    await press("Enter")
    await expectStates(root, "closed", "open")
    await press("Escape")
    await expectStates(root, "closed", "closed")
    await expectFocus(trigger(root, "View"))
  })

  it("closes on a selection through React's state", async () => {
    const { root } = await mount()
    const logs = captureLogs()
    try {
      await click(trigger(root, "Edit"))
      await expectStates(root, "open", "closed")
      await waitFor(() => popup(root, 0).getAttribute("data-placement"), "Edit positioned")
      await clickItem(menuItem(popup(root, 0), "Copy"))
      await waitForSelectLog(logs, "menu", "copy")
      await expectStates(root, "closed", "closed")
      expect(menuDemo(root).status()).to.equal("Selected: copy")
    } finally {
      logs.restore()
    }
  })

  it("has no serious accessibility violations with a menu open", async () => {
    const { root, element } = await mount()
    await click(trigger(root, "View"))
    await expectStates(root, "closed", "open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
