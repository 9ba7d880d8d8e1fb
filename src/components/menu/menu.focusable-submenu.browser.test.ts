import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  click,
  expectFocus,
  hover,
  mountDemo,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { menuDemo, menuItem } from "../../../test/browser/pages/menu-popups"

/*
 * <demo-menu variant="focusable-submenu">: three submenus holding a text field (zag's
 * menu/focusable-submenu page, after zag issue #2932: the root menu closed when the pointer
 * moved between such submenu triggers). What it shows: focus goes into those submenus, and
 * into their fields, while the root menu stays open.
 */

const TRIGGERS = ["Rename", "Move to folder", "Add a note"]

const trigger = (root: ShadowRoot) => getByRole(within(root), "button", { name: "File" })
/** The root menu (0) and the three submenus (1–3). */
const level = (root: ShadowRoot, index: number) => menuDemo(root).contents()[index]!
const isOpen = (root: ShadowRoot, index: number) => !level(root, index).hidden
const openSubmenus = (root: ShadowRoot) => TRIGGERS.filter((_, i) => isOpen(root, i + 1))
const field = (root: ShadowRoot, index: number) => level(root, index).querySelector("input")!

const mount = () => mountDemo("menu", { variant: "focusable-submenu" })

async function openRoot(root: ShadowRoot) {
  await click(trigger(root))
  const menu = await waitFor(() => isOpen(root, 0) && level(root, 0), "the menu to open")
  await waitFor(() => menu.getAttribute("data-placement"), "the menu positioned")
  return menu
}

/** Hovers a submenu trigger until its submenu, alone, is open and placed. */
async function hoverTrigger(root: ShadowRoot, name: string) {
  const index = TRIGGERS.indexOf(name) + 1
  const item = menuItem(level(root, 0), name)
  await hover(item)
  await hover(item)
  await waitFor(
    () => openSubmenus(root).join() === name && level(root, index).getAttribute("data-placement"),
    `only the ${name} submenu open`,
  )
  return level(root, index)
}

describe('<demo-menu variant="focusable-submenu">', () => {
  afterEach(resetMouseAndCleanup)

  it("has three submenu triggers, each submenu a dialog holding a labelled text field", async () => {
    const { root } = await mount()
    TRIGGERS.forEach((name, index) => {
      // Each submenu holds a field, not items, so it is a dialog rather than a menu.
      expect(menuItem(level(root, 0), name).getAttribute("aria-haspopup")).to.equal("dialog")
      expect(level(root, index + 1).getAttribute("role")).to.equal("dialog")
      expect(level(root, index + 1).getAttribute("aria-label")).to.equal(name)
      expect(field(root, index + 1).labels?.[0]?.textContent).to.equal(
        ["New name", "Folder", "Note"][index],
      )
    })
  })

  it("keeps the root menu open while the pointer moves from one submenu trigger to the next", async () => {
    const { root } = await mount()
    await openRoot(root)
    for (const name of [...TRIGGERS, "Rename", "Add a note", "Move to folder"]) {
      await hoverTrigger(root, name)
      expect(isOpen(root, 0), `the root menu open at ${name}`).to.equal(true)
    }
  })

  it("takes typing in a submenu's field, with every menu of the path open", async () => {
    const { root } = await mount()
    await openRoot(root)
    await hoverTrigger(root, "Move to folder")
    await click(field(root, 2))
    await expectFocus(field(root, 2))
    await type("Archive")
    await waitFor(() => field(root, 2).value === "Archive", "the field to take the text")
    expect(root.querySelector(".sb-menu-status-fields")?.textContent).to.equal(
      "Name: none. Folder: Archive. Note: none.",
    )
    expect(isOpen(root, 0)).to.equal(true)
    expect(openSubmenus(root)).to.deep.equal(["Move to folder"])
  })

  it("closes every menu on Escape from a field, returning focus to the trigger", async () => {
    const { root } = await mount()
    await openRoot(root)
    await hoverTrigger(root, "Add a note")
    await click(field(root, 3))
    await expectFocus(field(root, 3))
    await press("Escape")
    await waitFor(
      () =>
        menuDemo(root)
          .contents()
          .every((c) => c.hidden),
      "every menu closed",
    )
    await expectFocus(trigger(root))
  })

  it("has no serious accessibility violations with a submenu open", async () => {
    const { root, element } = await mount()
    await openRoot(root)
    await hoverTrigger(root, "Rename")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
