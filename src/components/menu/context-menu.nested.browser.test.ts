import { expect } from "chai"
import { getByText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  cleanup,
  expectFocus,
  hover,
  mountDemo,
  nextFrame,
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
import { clickItem } from "./menu-test-helpers"

/*
 * <demo-context-menu variant="nested">: the context menu's Appearance item opens a submenu
 * (zag's context-menu/nested page). The basic demo's context menu has no submenu.
 */

const area = (root: ShadowRoot) => getByText(within(root), "Right Click here")
/** The two menus: the context menu, then Appearance's submenu. */
const level = (root: ShadowRoot, index: number) => menuDemo(root).contents()[index]!
const isOpen = (root: ShadowRoot, index: number) => !level(root, index).hidden

async function openAtArea(root: ShadowRoot) {
  area(root).scrollIntoView({ block: "center" })
  await nextFrame()
  const box = area(root).getBoundingClientRect()
  await sendMouse({
    type: "click",
    position: [Math.round(box.left + 40), Math.round(box.top + 30)],
    button: "right",
  })
  const menu = await waitFor(() => isOpen(root, 0) && level(root, 0), "the context menu to open")
  await waitFor(() => menu.getAttribute("data-placement"), "the menu positioned")
  return menu
}

describe('<demo-context-menu variant="nested">', () => {
  afterEach(cleanup)

  it("has an Appearance item that says it opens a submenu", async () => {
    const { root } = await mountDemo("context-menu", { variant: "nested" })
    const menu = await openAtArea(root)
    expect(itemLabels(menu).map((label) => label?.replace("›", ""))).to.deep.equal([
      "Edit",
      "Delete",
      "Export",
      "Appearance",
      "Duplicate",
    ])
    const appearance = menuItem(menu, "Appearance")
    expect(appearance.getAttribute("aria-haspopup")).to.equal("menu")
    expect(appearance.getAttribute("data-part")).to.equal("trigger-item")
  })

  it("opens the submenu on hover, beside its item, and selects in it by click", async () => {
    const { root } = await mountDemo("context-menu", { variant: "nested" })
    const menu = await openAtArea(root)
    await hover(menuItem(menu, "Appearance"))
    const submenu = await waitFor(() => isOpen(root, 1) && level(root, 1), "the submenu to open")
    await waitFor(() => submenu.getAttribute("data-placement"), "the submenu positioned")
    expect(itemLabels(submenu)).to.deep.equal(["Full screen", "Zoom in", "Zoom out"])
    await waitFor(
      () =>
        submenu.getBoundingClientRect().left >=
        menuItem(menu, "Appearance").getBoundingClientRect().right - 1,
      "the submenu to the right of its item",
    )
    await clickItem(menuItem(submenu, "Zoom in"))
    await waitFor(() => !isOpen(root, 0) && !isOpen(root, 1), "both menus to close")
    expect(menuDemo(root).status()).to.equal("Selected: zoom-in")
  })

  it("opens the submenu with ArrowRight, closes it with ArrowLeft, selects with Enter", async () => {
    const { root } = await mountDemo("context-menu", { variant: "nested" })
    const menu = await openAtArea(root)
    await expectFocus(menu)
    for (let step = 0; step < 4; step++) await press("ArrowDown")
    await waitFor(() => highlightedText(menu) === "Appearance", "Appearance highlighted")
    await press("ArrowRight")
    await waitFor(() => isOpen(root, 1), "ArrowRight to open the submenu")
    await waitFor(() => highlightedText(level(root, 1)) === "Full screen", "its first item")
    await press("ArrowLeft")
    await waitFor(() => !isOpen(root, 1), "ArrowLeft to close the submenu")
    expect(isOpen(root, 0)).to.equal(true)
    expect(highlightedText(menu)).to.equal("Appearance")
    await press("Enter")
    await waitFor(() => highlightedText(level(root, 1)) === "Full screen", "Enter to open it")
    await press("ArrowDown")
    await press("ArrowDown")
    await press("Enter")
    await waitFor(() => menuDemo(root).status() === "Selected: zoom-out", "Zoom out selected")
    await waitFor(() => !isOpen(root, 0) && !isOpen(root, 1), "both menus to close")
    await expectFocus(area(root))
  })

  it("has no serious accessibility violations with the submenu open", async () => {
    const { root, element } = await mountDemo("context-menu", { variant: "nested" })
    const menu = await openAtArea(root)
    await hover(menuItem(menu, "Appearance"))
    await waitFor(() => isOpen(root, 1), "the submenu to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
