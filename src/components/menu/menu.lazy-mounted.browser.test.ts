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
import {
  highlightedText,
  itemLabels,
  menuDemo,
  menuItem,
} from "../../../test/browser/pages/menu-popups"
import { actionLabels, clickItem, expectBelowStart, waitForSelectLog } from "./menu-test-helpers"

/*
 * <demo-menu variant="lazy-mounted">: the popup exists only while open (zag's
 * menu/lazy-mounted page). What the demo cannot show: closed, there is no menu content,
 * positioner or item in the page; opened, the freshly mounted popup behaves as the demo's
 * (focus, highlight, placement, selection), and closing removes it again.
 */

const trigger = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Actions" })
const mounted = (root: ShadowRoot) =>
  root.querySelectorAll('[data-scope="menu"][data-part="content"]')
const positioners = (root: ShadowRoot) =>
  root.querySelectorAll('[data-scope="menu"][data-part="positioner"]')
const mount = () => mountDemo("menu", { variant: "lazy-mounted" })

describe('<demo-menu variant="lazy-mounted">', () => {
  afterEach(cleanup)

  it("holds no menu popup while closed", async () => {
    const { root } = await mount()
    expect(mounted(root)).to.have.length(0)
    expect(positioners(root)).to.have.length(0)
    expect(root.querySelectorAll('[role="menuitem"]')).to.have.length(0)
    expect(trigger(root).getAttribute("aria-expanded")).to.equal("false")
  })

  it("mounts the popup on a click, placed below the trigger with focus in it", async () => {
    const { root } = await mount()
    await click(trigger(root))
    const menu = await waitFor(() => menuDemo(root).openPopup(), "the menu to open")
    await waitFor(() => menu.getAttribute("data-placement"), "the menu positioned")
    expectBelowStart(trigger(root).getBoundingClientRect(), menu.getBoundingClientRect())
    await expectFocus(menu)
    expect(itemLabels(menu)).to.deep.equal(actionLabels)
    expect(trigger(root).getAttribute("aria-controls")).to.equal(menu.id)
  })

  it("opens with Enter on the first item, and unmounts on Escape with focus on the trigger", async () => {
    const { root } = await mount()
    trigger(root).focus()
    await press("Enter")
    const menu = await waitFor(() => menuDemo(root).openPopup(), "Enter to open the menu")
    await waitFor(() => highlightedText(menu) === "Edit", "the first item highlighted")
    await press("ArrowDown")
    await waitFor(() => highlightedText(menu) === "Duplicate", "ArrowDown to Duplicate")
    await press("Escape")
    await waitFor(() => mounted(root).length === 0, "the popup to be removed")
    expect(positioners(root)).to.have.length(0)
    await expectFocus(trigger(root))
  })

  it("selects an item, closes and unmounts; a second opening mounts a fresh popup", async () => {
    const { root } = await mount()
    const logs = captureLogs()
    try {
      await click(trigger(root))
      const menu = await waitFor(() => menuDemo(root).openPopup(), "the menu to open")
      await waitFor(() => menu.getAttribute("data-placement"), "the menu positioned")
      await clickItem(menuItem(menu, "Delete"))
      await waitForSelectLog(logs, "menu", "delete")
      await waitFor(() => mounted(root).length === 0, "the popup to be removed")
      expect(menuDemo(root).status()).to.equal("Selected: delete")
      trigger(root).focus()
      await press("ArrowUp")
      const again = await waitFor(() => menuDemo(root).openPopup(), "ArrowUp to open again")
      await waitFor(() => highlightedText(again) === "Export...", "the last item highlighted")
    } finally {
      logs.restore()
    }
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { root, element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(trigger(root))
    await waitFor(() => menuDemo(root).openPopup(), "the menu to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
