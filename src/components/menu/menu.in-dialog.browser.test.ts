import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  deepActiveElement,
  expectFocus,
  hover,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { highlightedText, menuDemo, menuItem } from "../../../test/browser/pages/menu-popups"
import { clickItem, waitForSelectLog } from "./menu-test-helpers"

/*
 * <demo-menu variant="in-dialog">: a menu with two levels of submenus inside a modal dialog
 * (zag's menu/in-dialog page). What a menu on its own never meets: the dialog's focus trap
 * must hold every menu level, and Escape or a click inside the dialog must close the menus
 * as the top layers while the dialog stays open.
 */

const page = (root: ShadowRoot) => ({
  dialogTrigger: () => getByRole(within(root), "button", { name: "Open dialog" }),
  dialog: () => queryByRole(within(root), "dialog", { name: "Page tools" }),
  menuTrigger: () => getByRole(within(root), "button", { name: "Open menu" }),
  /** The three menu levels: root menu, "More tools", "Developer tools". */
  level: (index: number) => menuDemo(root).contents()[index]!,
  isOpen: (index: number) => !menuDemo(root).contents()[index]!.hidden,
  allClosed: () =>
    menuDemo(root)
      .contents()
      .every((content) => content.hidden),
})

async function openDialog() {
  const mounted = await mountDemo("menu", { variant: "in-dialog" })
  const demo = page(mounted.root)
  await click(demo.dialogTrigger())
  const dialog = await waitFor(() => demo.dialog(), "the dialog to open")
  await waitFor(() => dialog.contains(deepActiveElement()), "focus inside the dialog")
  return { ...mounted, demo, dialog }
}

/** Opens every menu level from the keyboard, ending on Developer tools' first item. */
async function openAllLevelsByKeyboard(demo: ReturnType<typeof page>) {
  demo.menuTrigger().focus()
  await press("Enter")
  await waitFor(() => highlightedText(demo.level(0)) === "New Tab", "the menu open")
  await type("m")
  await waitFor(() => highlightedText(demo.level(0)) === "More tools", "More tools by typeahead")
  await press("ArrowRight")
  await waitFor(() => highlightedText(demo.level(1)) === "Save Page As...", "More tools open")
  await press("ArrowDown")
  await press("ArrowDown")
  await press("ArrowRight")
  await waitFor(() => highlightedText(demo.level(2)) === "Inspect", "Developer tools open")
}

describe('<demo-menu variant="in-dialog">', () => {
  afterEach(cleanup)

  it("opens a modal dialog holding the menu's trigger, every menu level closed", async () => {
    const { root, demo, dialog } = await openDialog()
    expect(dialog.getAttribute("aria-modal")).to.equal("true")
    expect(dialog.contains(demo.menuTrigger())).to.equal(true)
    expect(menuDemo(root).contents()).to.have.length(3)
    for (const index of [0, 1, 2]) expect(dialog.contains(demo.level(index))).to.equal(true)
    expect(demo.allClosed()).to.equal(true)
  })

  it("reaches every submenu level from the keyboard, focus staying in the dialog's trap", async () => {
    const { demo, dialog } = await openDialog()
    await openAllLevelsByKeyboard(demo)
    await expectFocus(demo.level(2))
    expect(dialog.contains(deepActiveElement())).to.equal(true)
    expect(demo.isOpen(0) && demo.isOpen(1)).to.equal(true)
  })

  it("Escape closes the menus, not the dialog; a second Escape closes the dialog", async () => {
    const { demo } = await openDialog()
    await openAllLevelsByKeyboard(demo)
    await press("Escape")
    await waitFor(() => demo.allClosed(), "every menu level to close")
    expect(demo.dialog(), "the dialog stays open").to.not.equal(null)
    await expectFocus(demo.menuTrigger())
    await press("Escape")
    await waitFor(() => demo.dialog() === null, "the dialog to close")
    await expectFocus(demo.dialogTrigger())
  })

  it("selects a third-level item by pointer and keeps the dialog open", async () => {
    const { root, demo } = await openDialog()
    const logs = captureLogs()
    try {
      await click(demo.menuTrigger())
      await waitFor(() => demo.isOpen(0), "the menu to open")
      const moreTools = menuItem(demo.level(0), "More tools")
      await hover(moreTools)
      await hover(moreTools)
      await waitFor(() => demo.isOpen(1), "hover to open More tools")
      const developerTools = menuItem(demo.level(1), "Developer tools")
      await hover(developerTools)
      await hover(developerTools)
      await waitFor(() => demo.isOpen(2), "hover to open Developer tools")
      await clickItem(menuItem(demo.level(2), "Network"))
      await waitForSelectLog(logs, "menu", "network")
      await waitFor(() => demo.allClosed(), "every menu level to close")
      expect(demo.dialog(), "the dialog stays open").to.not.equal(null)
      expect(menuDemo(root).status()).to.equal("Selected: network")
    } finally {
      logs.restore()
    }
  })

  it("a click elsewhere in the dialog closes the menus and leaves the dialog open", async () => {
    const { demo, dialog } = await openDialog()
    await openAllLevelsByKeyboard(demo)
    await click(dialog.querySelector('[data-part="description"]')!)
    await waitFor(() => demo.allClosed(), "every menu level to close")
    expect(demo.dialog(), "the dialog stays open").to.not.equal(null)
  })

  it("has no serious accessibility violations with the dialog and every menu level open", async () => {
    const { element, demo } = await openDialog()
    expect(await seriousViolations(element)).to.deep.equal([])
    await openAllLevelsByKeyboard(demo)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
