import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  captureLogs,
  cleanup,
  click,
  deepActiveElement,
  expectFocus,
  hover,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  resetMouseAndCleanup,
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
      // Its items are clicked where they are drawn, so wait until the submenu is placed.
      await waitFor(() => level(root, 1).getAttribute("data-placement"), "More tools positioned")
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

/*
 * zag's scenarios for a nested menu (e2e/menu-nested.e2e.ts), on our items: zag's root menu
 * has "New File" before "New Tab" and its submenu trigger item is "Open nested", ours are
 * "New Tab" first and "Developer tools". The ArrowLeft scenario is in the suite above.
 */
describe("<demo-nested-menu>: zag's nested menu scenarios", () => {
  afterEach(resetMouseAndCleanup)

  const moreToolsItem = (root: ShadowRoot) => menuItem(level(root, 0), "More tools")
  const isHighlighted = (item: HTMLElement) => item.hasAttribute("data-highlighted")

  /** Opens the root menu by click and More tools by hovering it. */
  async function hoverToMoreTools(root: ShadowRoot) {
    await openRootByClick(root)
    await hover(moreToolsItem(root))
    await hover(moreToolsItem(root))
    await waitFor(() => isOpen(root, 1), "hover to open More tools")
    await waitFor(() => level(root, 1).getAttribute("data-placement"), "More tools positioned")
  }

  /** Opens the root menu by click and moves the highlight to More tools with ArrowDown. */
  async function arrowToMoreTools(root: ShadowRoot) {
    const menu = await openRootByClick(root)
    await expectFocus(menu)
    for (let i = 0; i < 3; i++) await press("ArrowDown")
    await waitFor(() => highlightedText(menu) === "More tools", "More tools highlighted")
    return menu
  }

  /** Every level closed and focus back on the trigger. */
  async function expectAllClosed(root: ShadowRoot) {
    await waitFor(() => allClosed(root), "every level to close")
    await expectFocus(trigger(root))
  }

  it("keeps More tools highlighted while the pointer crosses Print... toward its submenu", async () => {
    const { root } = await mountDemo("nested-menu")
    await hoverToMoreTools(root)
    const item = moreToolsItem(root).getBoundingClientRect()
    const submenu = level(root, 1).getBoundingClientRect()
    // Diagonally down-right, from the item's corner to the submenu's middle: over Print...
    const from = [item.right - 5, item.bottom - 2]
    const to = [submenu.left + 20, submenu.top + submenu.height / 2]
    await sendMouse({ type: "move", position: [Math.round(from[0]!), Math.round(from[1]!)] })
    for (let step = 1; step <= 10; step++) {
      const x = from[0]! + ((to[0]! - from[0]!) * step) / 10
      const y = from[1]! + ((to[1]! - from[1]!) * step) / 10
      await sendMouse({ type: "move", position: [Math.round(x), Math.round(y)] })
    }
    await nextFrame()
    await nextFrame()
    expect(isHighlighted(moreToolsItem(root)), "More tools still highlighted").to.equal(true)
    expect(isHighlighted(menuItem(level(root, 0), "Print...")), "Print... passed over").to.equal(
      false,
    )
    expect(isOpen(root, 1), "More tools still open").to.equal(true)
  })

  it("leaves the submenu closed when the arrow keys only highlight its item", async () => {
    const { root } = await mountDemo("nested-menu")
    await arrowToMoreTools(root)
    await nextFrame()
    await nextFrame()
    expect(isOpen(root, 1)).to.equal(false)
    expect(moreToolsItem(root).getAttribute("aria-expanded")).to.equal("false")
  })

  for (const [key, name] of [
    [" ", "Space"],
    ["Enter", "Enter"],
    ["ArrowRight", "ArrowRight"],
  ] as const)
    it(`opens the submenu with ${name}, focus in it and its item still highlighted`, async () => {
      const { root } = await mountDemo("nested-menu")
      await arrowToMoreTools(root)
      await press(key)
      await waitFor(() => isOpen(root, 1), `${name} to open More tools`)
      await expectFocus(level(root, 1))
      expect(isHighlighted(moreToolsItem(root))).to.equal(true)
    })

  it("cycles by typeahead through the root items starting with a letter typed again", async () => {
    const { root } = await mountDemo("nested-menu")
    const menu = await openRootByClick(root)
    await expectFocus(menu)
    await type("n")
    await waitFor(() => highlightedText(menu) === "New Tab", "n to New Tab")
    await type("n")
    await waitFor(() => highlightedText(menu) === "New Window", "n again to New Window")
  })

  it("jumps by typeahead to the root item a typed word starts", async () => {
    const { root } = await mountDemo("nested-menu")
    const menu = await openRootByClick(root)
    await expectFocus(menu)
    await type("new w")
    await waitFor(() => highlightedText(menu) === "New Window", "new w to New Window")
  })

  it("moves by typeahead in a submenu opened by Enter", async () => {
    const { root } = await mountDemo("nested-menu")
    const menu = await openRootByClick(root)
    await expectFocus(menu)
    await type("m")
    await waitFor(() => highlightedText(menu) === "More tools", "m to More tools")
    await press("Enter")
    await expectFocus(level(root, 1))
    await type("n")
    await waitFor(() => highlightedText(level(root, 1)) === "Name Window...", "n to Name Window")
  })

  it("selects a third-level item with Enter, closing every level with focus on the trigger", async () => {
    const { root } = await mountDemo("nested-menu")
    await arrowToMoreTools(root)
    await press("Enter")
    await expectFocus(level(root, 1))
    await press("ArrowDown")
    await press("ArrowDown")
    await waitFor(() => highlightedText(level(root, 1)) === "Developer tools", "Developer tools")
    await press("Enter")
    await expectFocus(level(root, 2))
    await waitFor(() => highlightedText(level(root, 2)) === "Inspect", "Inspect highlighted")
    await press("Enter")
    await expectAllClosed(root)
    expect(menuDemo(root).status()).to.equal("Selected: inspect")
  })

  it("selects a third-level item by click, closing every level with focus on the trigger", async () => {
    const { root } = await mountDemo("nested-menu")
    await hoverToMoreTools(root)
    const developerTools = menuItem(level(root, 1), "Developer tools")
    await hover(developerTools)
    await hover(developerTools)
    await waitFor(() => isOpen(root, 2), "hover to open Developer tools")
    await waitFor(() => level(root, 2).getAttribute("data-placement"), "its popup positioned")
    await clickItem(menuItem(level(root, 2), "Network"))
    await expectAllClosed(root)
    expect(menuDemo(root).status()).to.equal("Selected: network")
  })

  it("closes every level on a click outside, with focus back on the trigger", async () => {
    const { root, element } = await mountDemo("nested-menu")
    await hoverToMoreTools(root)
    await sendMouse({ type: "move", position: [10, 10] })
    await clickOnHostPage(element)
    await expectAllClosed(root)
  })

  it("opens the submenu on hover with focus in it and none of its items highlighted", async () => {
    const { root } = await mountDemo("nested-menu")
    await hoverToMoreTools(root)
    await expectFocus(level(root, 1))
    expect(isHighlighted(moreToolsItem(root))).to.equal(true)
    expect(highlightedText(level(root, 1))).to.equal("")
  })

  it("keeps both menus open when the pointer enters the submenu and comes back", async () => {
    const { root } = await mountDemo("nested-menu")
    await hoverToMoreTools(root)
    const savePage = menuItem(level(root, 1), "Save Page As...")
    await hover(savePage)
    await hover(savePage)
    await waitFor(() => highlightedText(level(root, 1)) === "Save Page As...", "Save Page hovered")
    await hover(moreToolsItem(root))
    await hover(moreToolsItem(root))
    await waitFor(() => isHighlighted(moreToolsItem(root)), "More tools highlighted again")
    await nextFrame()
    expect(isOpen(root, 0)).to.equal(true)
    expect(isOpen(root, 1)).to.equal(true)
  })

  it("closes the submenu when the pointer leaves its item away from it", async () => {
    const { root } = await mountDemo("nested-menu")
    await hoverToMoreTools(root)
    const item = moreToolsItem(root).getBoundingClientRect()
    await sendMouse({
      type: "move",
      position: [Math.round(item.left - 20), Math.round(item.top + item.height / 2)],
    })
    await waitFor(() => !isOpen(root, 1), "More tools to close")
    expect(isOpen(root, 0)).to.equal(true)
    await expectFocus(level(root, 0))
  })

  it("closes the submenu when the pointer moves to another root item, which is highlighted", async () => {
    const { root } = await mountDemo("nested-menu")
    await hoverToMoreTools(root)
    const newTab = menuItem(level(root, 0), "New Tab")
    await hover(newTab)
    await hover(newTab)
    await waitFor(() => !isOpen(root, 1), "More tools to close")
    expect(isOpen(root, 0)).to.equal(true)
    await expectFocus(level(root, 0))
    await waitFor(() => isHighlighted(newTab), "New Tab highlighted")
  })
})
