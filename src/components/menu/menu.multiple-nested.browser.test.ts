import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  click,
  expectFocus,
  hover,
  mountDemo,
  nextFrame,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { highlightedText, menuDemo, menuItem } from "../../../test/browser/pages/menu-popups"
import { clickItem } from "./menu-test-helpers"

/*
 * <demo-menu variant="multiple-nested">: every root item opens a submenu of its own (zag's
 * menu/multiple-nested page, and its menu/submenu-glitch page: quick moves between adjacent
 * submenu triggers). What a one-submenu menu cannot show: the pointer crossing other triggers
 * on its way into a submenu keeps the right one highlighted and open, and moving to a
 * neighbouring trigger swaps the open submenu for its own, which stays open.
 */

const SECTIONS = ["Overlays", "Forms", "Navigation", "Data display"]

const trigger = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Browse demos" })
/** The root menu (0) and the submenus of the sections, in order (1–4). */
const level = (root: ShadowRoot, index: number) => menuDemo(root).contents()[index]!
const isOpen = (root: ShadowRoot, index: number) => !level(root, index).hidden
const openSubmenus = (root: ShadowRoot) => SECTIONS.filter((_, index) => isOpen(root, index + 1))
const section = (root: ShadowRoot, name: string) => menuItem(level(root, 0), name)
const isHighlighted = (item: HTMLElement) => item.hasAttribute("data-highlighted")

const mount = () => mountDemo("menu", { variant: "multiple-nested" })

async function openRoot(root: ShadowRoot) {
  await click(trigger(root))
  const menu = await waitFor(() => isOpen(root, 0) && level(root, 0), "the menu to open")
  await waitFor(() => menu.getAttribute("data-placement"), "the menu positioned")
  return menu
}

/** Hovers a section and waits for its submenu, alone, to open and be placed. */
async function hoverSection(root: ShadowRoot, name: string) {
  const index = SECTIONS.indexOf(name) + 1
  await hover(section(root, name))
  await hover(section(root, name))
  await waitFor(
    () => openSubmenus(root).join() === name && level(root, index).getAttribute("data-placement"),
    `only the ${name} submenu open`,
  )
  return level(root, index)
}

describe('<demo-menu variant="multiple-nested">', () => {
  afterEach(resetMouseAndCleanup)

  it("has a submenu trigger for each section, each controlling a closed submenu", async () => {
    const { root } = await mount()
    expect(menuDemo(root).contents()).to.have.length(5)
    SECTIONS.forEach((name, index) => {
      const item = section(root, name)
      expect(item.getAttribute("aria-haspopup")).to.equal("menu")
      expect(item.getAttribute("aria-controls")).to.equal(level(root, index + 1).id)
    })
    expect(openSubmenus(root)).to.deep.equal([])
  })

  it("keeps the hovered section highlighted while the pointer crosses the next toward its submenu", async () => {
    const { root } = await mount()
    await openRoot(root)
    const submenu = await hoverSection(root, "Overlays")
    const item = section(root, "Overlays").getBoundingClientRect()
    const box = submenu.getBoundingClientRect()
    // From the item's lower right corner down to the submenu's lower part: over "Forms".
    const from = [item.right - 5, item.bottom - 2]
    const to = [box.left + 20, box.top + box.height * 0.75]
    for (let step = 0; step <= 10; step++) {
      const x = from[0]! + ((to[0]! - from[0]!) * step) / 10
      const y = from[1]! + ((to[1]! - from[1]!) * step) / 10
      await sendMouse({ type: "move", position: [Math.round(x), Math.round(y)] })
    }
    await nextFrame()
    await nextFrame()
    expect(isHighlighted(section(root, "Overlays")), "Overlays highlighted").to.equal(true)
    expect(isHighlighted(section(root, "Forms")), "Forms passed over").to.equal(false)
    expect(openSubmenus(root)).to.deep.equal(["Overlays"])
    // Inside the submenu now: its items take the pointer.
    await hover(menuItem(submenu, "Tooltip"))
    await waitFor(() => highlightedText(submenu) === "Tooltip", "Tooltip highlighted")
  })

  it("swaps the open submenu when the pointer moves to the next section, and keeps it open", async () => {
    const { root } = await mount()
    await openRoot(root)
    await hoverSection(root, "Overlays")
    // Straight down to the adjacent trigger, then on into its submenu.
    const forms = await hoverSection(root, "Forms")
    expect(isHighlighted(section(root, "Forms"))).to.equal(true)
    await hover(menuItem(forms, "Combobox"))
    await hover(menuItem(forms, "Combobox"))
    await waitFor(() => highlightedText(forms) === "Combobox", "Combobox highlighted")
    expect(openSubmenus(root)).to.deep.equal(["Forms"])
    await hoverSection(root, "Navigation")
    await hoverSection(root, "Data display")
    await hoverSection(root, "Forms")
  })

  it("opens each section's submenu from the keyboard, one at a time", async () => {
    const { root } = await mount()
    trigger(root).focus()
    await press("Enter")
    const menu = await waitFor(() => isOpen(root, 0) && level(root, 0), "Enter to open the menu")
    await waitFor(() => highlightedText(menu) === "Overlays", "Overlays highlighted")
    await press("ArrowRight")
    await waitFor(() => openSubmenus(root).join() === "Overlays", "Overlays open")
    await expectFocus(level(root, 1))
    await waitFor(() => highlightedText(level(root, 1)) === "Dialog", "its first item")
    await press("ArrowLeft")
    await waitFor(() => openSubmenus(root).length === 0, "ArrowLeft to close Overlays")
    await press("ArrowDown")
    await press("ArrowDown")
    await waitFor(() => highlightedText(menu) === "Navigation", "Navigation highlighted")
    await press("Enter")
    await waitFor(() => openSubmenus(root).join() === "Navigation", "Navigation open")
    await waitFor(() => highlightedText(level(root, 3)) === "Tabs", "its first item")
  })

  it("selects an item of any submenu, closing every menu", async () => {
    const { root } = await mount()
    await openRoot(root)
    const display = await hoverSection(root, "Data display")
    await clickItem(menuItem(display, "Carousel"))
    await waitFor(
      () =>
        menuDemo(root)
          .contents()
          .every((c) => c.hidden),
      "every menu closed",
    )
    await expectFocus(trigger(root))
    expect(menuDemo(root).status()).to.equal("Selected: carousel")
  })

  it("has no serious accessibility violations with a submenu open", async () => {
    const { root, element } = await mount()
    await openRoot(root)
    await hoverSection(root, "Forms")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
