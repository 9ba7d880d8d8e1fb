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
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { highlightedText, menuDemo, menuItem } from "../../../test/browser/pages/menu-popups"
import { waitForSelectLog } from "./menu-test-helpers"

/*
 * <demo-menu variant="overflow">: 42 items in a popup that scrolls (zag's menu/overflow page).
 * What the demo cannot show: most items are out of sight, and the keyboard's highlight, by
 * arrows, Home/End or typeahead, scrolls its item into view.
 */

const trigger = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Jump to" })
const mount = () => mountDemo("menu", { variant: "overflow" })

/** The item lies wholly inside the popup's visible box. */
function inView(popup: HTMLElement, text: string) {
  const box = popup.getBoundingClientRect()
  const item = menuItem(popup, text).getBoundingClientRect()
  return item.top >= box.top - 1 && item.bottom <= box.bottom + 1
}

/** Opens with Enter: focus in the popup, its first item highlighted. */
async function openWithEnter(root: ShadowRoot) {
  trigger(root).focus()
  await press("Enter")
  const menu = await waitFor(() => menuDemo(root).openPopup(), "Enter to open the menu")
  await expectFocus(menu)
  await waitFor(() => highlightedText(menu) === "Chapter 1", "the first item highlighted")
  return menu
}

/** Waits until `text` is highlighted and scrolled into the popup's view. */
const highlightedInView = (menu: HTMLElement, text: string) =>
  waitFor(
    () => highlightedText(menu) === text && inView(menu, text),
    `${text} highlighted, in view`,
  )

describe('<demo-menu variant="overflow">', () => {
  afterEach(cleanup)

  it("holds 42 items in a popup that shows only some of them and scrolls", async () => {
    const { root } = await mount()
    const menu = await openWithEnter(root)
    expect(menu.querySelectorAll('[role="menuitem"]')).to.have.length(42)
    expect(menu.scrollHeight).to.be.greaterThan(menu.clientHeight * 2)
    expect(inView(menu, "Chapter 1")).to.equal(true)
    expect(inView(menu, "Chapter 20")).to.equal(false)
  })

  it("scrolls the item ArrowDown highlights into view", async () => {
    const { root } = await mount()
    const menu = await openWithEnter(root)
    for (let i = 0; i < 14; i++) await press("ArrowDown")
    await highlightedInView(menu, "Chapter 15")
    expect(menu.scrollTop).to.be.greaterThan(0)
    expect(inView(menu, "Chapter 1")).to.equal(false)
  })

  it("scrolls to the last item on End and back to the first on Home", async () => {
    const { root } = await mount()
    const menu = await openWithEnter(root)
    await press("End")
    await highlightedInView(menu, "Index")
    await press("Home")
    await highlightedInView(menu, "Chapter 1")
    expect(inView(menu, "Index")).to.equal(false)
  })

  it("scrolls to an item found by typeahead, and selects it with Enter", async () => {
    const { root } = await mount()
    const logs = captureLogs()
    try {
      const menu = await openWithEnter(root)
      await type("g")
      await highlightedInView(menu, "Glossary")
      await press("Enter")
      await waitForSelectLog(logs, "menu", "glossary")
      await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
    } finally {
      logs.restore()
    }
  })

  it("has no serious accessibility violations, open and scrolled", async () => {
    const { root, element } = await mount()
    await click(trigger(root))
    const menu = await waitFor(() => menuDemo(root).openPopup(), "the menu to open")
    await press("End")
    await highlightedInView(menu, "Index")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
