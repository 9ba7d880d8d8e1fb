import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  deepActiveElement,
  hover,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { clickItem, clickOnHostPage, expectBelowStart, waitForSelectLog } from "./menu-test-helpers"
import { menuDemo, highlightedText, menuItem } from "../../../test/browser/pages/menu-popups"

const trigger = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Open menu" })
/** The three levels: root menu, "More tools", "Developer tools". */
const level = (root: ShadowRoot, index: number) => menuDemo(root).contents()[index]!
const isOpen = (root: ShadowRoot, index: number) => !level(root, index).hidden
const allClosed = (root: ShadowRoot) =>
  menuDemo(root)
    .contents()
    .every((content) => content.hidden)

async function openRootByClick(root: ShadowRoot) {
  await click(trigger(root))
  const menu = await waitFor(() => isOpen(root, 0) && level(root, 0), "the menu to open")
  await waitFor(() => menu.getAttribute("data-placement"), "the menu positioned")
  return menu
}

/** Opens the root menu with Enter and highlights "More tools". */
async function openToMoreTools(root: ShadowRoot) {
  trigger(root).focus()
  await press("Enter")
  const menu = await waitFor(() => isOpen(root, 0) && level(root, 0), "Enter to open the menu")
  await waitFor(() => highlightedText(menu) === "New Tab", "the first item highlighted")
  await type("m")
  await waitFor(() => highlightedText(menu) === "More tools", "More tools by typeahead")
  return menu
}

describe("<demo-nested-menu>", () => {
  afterEach(cleanup)

  it("shows a closed menu whose More tools and Developer tools items open submenus", async () => {
    const { root } = await mountDemo("nested-menu")
    expect(menuDemo(root).contents().length).to.equal(3)
    expect(allClosed(root)).to.equal(true)
    const moreTools = menuItem(level(root, 0), "More tools")
    expect(moreTools.getAttribute("aria-haspopup")).to.equal("menu")
    expect(moreTools.getAttribute("aria-controls")).to.equal(level(root, 1).id)
    const developerTools = menuItem(level(root, 1), "Developer tools")
    expect(developerTools.getAttribute("aria-controls")).to.equal(level(root, 2).id)
    expect(menuDemo(root).status()).to.equal("Selected: none")
  })

  it("opens below the trigger, and opens each submenu on hover beside its item", async () => {
    const { root } = await mountDemo("nested-menu")
    const menu = await openRootByClick(root)
    expectBelowStart(trigger(root).getBoundingClientRect(), menu.getBoundingClientRect())

    const moreTools = menuItem(menu, "More tools")
    await hover(moreTools)
    await hover(moreTools)
    await waitFor(() => isOpen(root, 1), "hover to open More tools")
    expect(moreTools.getAttribute("aria-expanded")).to.equal("true")
    const tools = level(root, 1)
    await waitFor(
      () => tools.getBoundingClientRect().left >= moreTools.getBoundingClientRect().right - 1,
      "the submenu to the right of its item",
    )

    // Off the item to a plain item: the submenu closes after its close delay.
    await hover(menuItem(menu, "New Tab"))
    await hover(menuItem(menu, "New Tab"))
    await waitFor(() => !isOpen(root, 1), "More tools to close")

    await hover(moreTools)
    await hover(moreTools)
    await waitFor(() => isOpen(root, 1), "More tools to open again")
    const developerTools = menuItem(tools, "Developer tools")
    await hover(developerTools)
    await hover(developerTools)
    await waitFor(() => isOpen(root, 2), "hover to open Developer tools")
    expect(isOpen(root, 0)).to.equal(true)
  })

  it("opens a submenu with ArrowRight and Enter, and closes it with ArrowLeft", async () => {
    const { root } = await mountDemo("nested-menu")
    const menu = await openToMoreTools(root)
    await press("ArrowRight")
    await waitFor(() => isOpen(root, 1), "ArrowRight to open More tools")
    await waitFor(() => highlightedText(level(root, 1)) === "Save Page As...", "its first item")
    await press("ArrowLeft")
    await waitFor(() => !isOpen(root, 1), "ArrowLeft to close More tools")
    expect(isOpen(root, 0)).to.equal(true)
    expect(highlightedText(menu)).to.equal("More tools")

    await press("Enter")
    await waitFor(() => isOpen(root, 1), "Enter to open More tools")
    await waitFor(() => highlightedText(level(root, 1)) === "Save Page As...", "its first item")
    await press("ArrowDown")
    await press("ArrowDown")
    expect(highlightedText(level(root, 1))).to.equal("Developer tools")
    await press("ArrowRight")
    await waitFor(() => isOpen(root, 2), "ArrowRight to open Developer tools")
    await waitFor(() => highlightedText(level(root, 2)) === "Inspect", "its first item")
  })

  it("selects a second-level item with Enter, logs it and closes every level", async () => {
    const { root } = await mountDemo("nested-menu")
    const logs = captureLogs()
    try {
      await openToMoreTools(root)
      await press("ArrowRight")
      await waitFor(() => highlightedText(level(root, 1)) === "Save Page As...", "More tools open")
      await press("ArrowDown")
      await press("ArrowDown")
      await press("ArrowRight")
      await waitFor(() => highlightedText(level(root, 2)) === "Inspect", "Developer tools open")
      await press("ArrowDown")
      await press("Enter")
      await waitForSelectLog(logs, "nested-menu", "console")
      await waitFor(() => allClosed(root), "every level to close")
      expect(menuDemo(root).status()).to.equal("Selected: console")
    } finally {
      logs.restore()
    }
  })

  it("selects a submenu item by click", async () => {
    const { root } = await mountDemo("nested-menu")
    const logs = captureLogs()
    try {
      const menu = await openRootByClick(root)
      await hover(menuItem(menu, "More tools"))
      await hover(menuItem(menu, "More tools"))
      await waitFor(() => isOpen(root, 1), "More tools to open")
      await clickItem(menuItem(level(root, 1), "Create Shortcut..."))
      await waitForSelectLog(logs, "nested-menu", "create-shortcut")
      await waitFor(() => allClosed(root), "every level to close")
    } finally {
      logs.restore()
    }
  })

  it("closes every level on Escape and returns focus to the trigger", async () => {
    const { root } = await mountDemo("nested-menu")
    await openToMoreTools(root)
    await press("ArrowRight")
    await waitFor(() => highlightedText(level(root, 1)) === "Save Page As...", "More tools open")
    await press("Escape")
    await waitFor(() => allClosed(root), "every level to close")
    await waitFor(() => deepActiveElement() === trigger(root), "focus back on the trigger")
  })

  it("closes every level on a click elsewhere on the host page", async () => {
    const { root, element } = await mountDemo("nested-menu")
    await openToMoreTools(root)
    await press("ArrowRight")
    await waitFor(() => isOpen(root, 1), "More tools open")
    await clickOnHostPage(element)
    await waitFor(() => allClosed(root), "every level to close")
  })

  it("opens submenus to the left in right-to-left direction", async () => {
    const { root } = await mountDemo("nested-menu", { dir: "rtl" })
    const menu = await openToMoreTools(root)
    // In rtl the arrow keys swap: ArrowLeft goes into the submenu.
    await press("ArrowLeft")
    await waitFor(() => isOpen(root, 1), "ArrowLeft to open More tools")
    await waitFor(
      () =>
        level(root, 1).getBoundingClientRect().right <=
        menuItem(menu, "More tools").getBoundingClientRect().left + 1,
      "the submenu to the left",
    )
  })

  it("names each machine in the Visualizer and shows the submenu open", async () => {
    const { root } = await mountDemo("nested-menu")
    await openToolbarTab(root, "Visualizer")
    const section = (name: string) =>
      root.querySelector<HTMLElement>(`section[aria-label="${name} state"]`)
    const stateOf = (name: string) =>
      section(name)?.querySelector('[data-testid="machine-state"]')?.textContent ?? ""
    await waitFor(() => stateOf("menu").includes('state: "idle"'), "the root menu idle")
    expect(section("submenu: More tools")).to.not.equal(null)
    expect(section("submenu: Developer tools")).to.not.equal(null)
    await openToMoreTools(root)
    await press("ArrowRight")
    await waitFor(() => stateOf("submenu: More tools").includes('state: "open"'), "submenu open")
    expect(stateOf("menu")).to.include('state: "open"')
    await press("Escape")
    await waitFor(() => stateOf("menu").includes('state: "closed"'), "the root menu closed")
  })

  it("has no serious or critical axe violations with a submenu open", async () => {
    const { element, root } = await mountDemo("nested-menu")
    await openToMoreTools(root)
    await press("ArrowRight")
    await waitFor(() => isOpen(root, 1), "More tools open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
