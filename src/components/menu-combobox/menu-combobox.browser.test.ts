/**
 * An actions menu whose Assign to submenu holds a people search: three machines, two layers.
 * Letters typed in the search are the search's (no menu typeahead); Escape closes the
 * submenu only, then the menu; choosing someone closes both and returns focus.
 */
import { expect } from "chai"
import {
  captureLogs,
  cleanup,
  click,
  clickOnHostPage,
  deepActiveElement,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  sleep,
  type,
  waitFor,
} from "../../../test/browser/helpers"
import { highlightedText } from "../../../test/browser/pages/menu-popups"
import { menuCombobox } from "./menu-combobox.page"

async function mount(attributes: Record<string, string> = {}) {
  const { root, element } = await mountDemo("menu-combobox", attributes)
  return { root, element, page: menuCombobox(root) }
}

describe("<demo-menu-combobox>", () => {
  afterEach(cleanup)

  it("offers Rename, Duplicate, Assign to (a submenu dialog) and Delete", async () => {
    const { page } = await mount()
    await click(page.trigger())
    await waitFor(() => !page.actionsMenu().hidden || null, "the menu to open")
    const assign = page.item("Assign to")
    // A popup holding a search field, not menu items: a dialog to assistive technology.
    expect(assign.getAttribute("aria-haspopup")).to.equal("dialog")
    expect(assign.getAttribute("aria-controls")).to.equal(page.assignMenu().id)
    const items = [...page.actionsMenu().querySelectorAll('[role="menuitem"]')]
    expect(items.map((item) => item.textContent)).to.deep.equal([
      "Rename",
      "Duplicate",
      "Assign to›",
      "Delete",
    ])
    expect(page.status()).to.equal("No action yet.")
  })

  it("typeahead in the menu: d highlights Duplicate, then Delete, and Enter chooses it", async () => {
    const logs = captureLogs()
    try {
      const { page } = await mount()
      page.trigger().focus()
      await press("Enter")
      await waitFor(() => highlightedText(page.actionsMenu()) === "Rename" || null, "Rename")
      await type("d")
      await waitFor(() => highlightedText(page.actionsMenu()) === "Duplicate" || null, "Dup")
      await type("d")
      await waitFor(() => highlightedText(page.actionsMenu()) === "Delete" || null, "Delete")
      await press("Enter")
      await waitFor(() => page.actionsMenu().hidden || null, "the menu to close")
      expect(page.status()).to.equal("Chose: delete")
      expect(logs.lines).to.deep.include(["<demo-menu-combobox> select", "delete"])
      await expectFocus(page.trigger())
    } finally {
      logs.restore()
    }
  })

  it("letters typed in the search filter people and leave the menu's highlight alone", async () => {
    const { page } = await mount()
    const search = await page.openSearch()
    expect(page.people()).to.have.length(10)
    await type("ha")
    expect(search.value).to.equal("ha")
    await waitFor(() => page.people().length === 2 || null, "two matches")
    expect(page.people()).to.deep.equal(["Farah Haddad", "Hana Nakamura"])
    expect(highlightedText(page.actionsMenu()), "no typeahead in the menu").to.equal("Assign to")
    await type("zz")
    await waitFor(() => page.people().length === 0 || null, "nobody")
    expect(page.listText()).to.contain("No one found")
  })

  it("opens the Assign to submenu on the reading direction's side: to the left in rtl", async () => {
    const { page } = await mount({ dir: "rtl" })
    page.trigger().focus()
    await press("Enter")
    await waitFor(() => highlightedText(page.actionsMenu()) === "Rename" || null, "Rename")
    await press("ArrowDown")
    await press("ArrowDown")
    await waitFor(() => highlightedText(page.actionsMenu()) === "Assign to" || null, "Assign to")
    // In rtl the arrow keys swap: ArrowLeft goes into the submenu.
    await press("ArrowLeft")
    await waitFor(page.search, "the search field")
    const item = page.item("Assign to").getBoundingClientRect()
    await waitFor(
      () => page.assignMenu().getBoundingClientRect().right <= item.left + 1 || null,
      "the submenu to the left of its item",
    )
  })

  it("Enter assigns the highlighted person, closes both menus and returns focus", async () => {
    const logs = captureLogs()
    try {
      const { page } = await mount()
      await page.openSearch()
      await type("ivan")
      await waitFor(() => page.highlightedIndex() === 0 || null, "Ivan highlighted")
      await press("Enter")
      await waitFor(() => page.actionsMenu().hidden || null, "the menu to close")
      expect(page.assignMenu().hidden).to.equal(true)
      expect(page.status()).to.equal("Assigned to Ivan Petrov")
      expect(logs.lines).to.deep.include(["<demo-menu-combobox> assign", "Ivan Petrov"])
      await expectFocus(page.trigger())
    } finally {
      logs.restore()
    }
  })

  it("arrow keys move through the people, not the menu's items", async () => {
    const { page } = await mount()
    await page.openSearch()
    await press("ArrowDown")
    await waitFor(() => page.highlightedIndex() === 0 || null, "the first person")
    await press("ArrowDown")
    await waitFor(() => page.highlightedIndex() === 1 || null, "the second person")
    expect(highlightedText(page.actionsMenu())).to.equal("Assign to")
    expect(page.assignMenu().hidden, "the submenu stays open").to.equal(false)
  })

  it("Escape closes the submenu only, then the menu, and focus steps back each time", async () => {
    const { page } = await mount()
    await page.openSearch()
    await type("a")
    await press("Escape")
    await waitFor(() => page.assignMenu().hidden || null, "the submenu to close")
    expect(page.actionsMenu().hidden, "the menu stays open").to.equal(false)
    await waitFor(
      () => page.actionsMenu().contains(deepActiveElement()) || null,
      "focus back in the menu",
    )
    expect(highlightedText(page.actionsMenu())).to.equal("Assign to")
    await press("Escape")
    await waitFor(() => page.actionsMenu().hidden || null, "the menu to close")
    await expectFocus(page.trigger())
  })

  it("a click on a person assigns them; a click outside closes both menus", async () => {
    const { element, page } = await mount()
    await page.openSearch()
    await click(page.option("Chloe Tanaka"))
    await waitFor(() => page.status() === "Assigned to Chloe Tanaka" || null, "assigned")
    await page.openSearch()
    await clickOnHostPage(element)
    await waitFor(() => page.actionsMenu().hidden || null, "the menu to close")
    expect(page.assignMenu().hidden).to.equal(true)
  })

  it("a click in the menu outside the submenu keeps the menu open", async () => {
    const { page } = await mount()
    await page.openSearch()
    const menu = page.actionsMenu()
    // The menu's own padding, beside its items: inside the outer layer, outside the inner.
    const box = menu.getBoundingClientRect()
    const { sendMouse } = await import("@web/test-runner-commands")
    await sendMouse({
      type: "click",
      position: [Math.round(box.left + 2), Math.round(box.top + 2)],
    })
    await sleep(200)
    expect(page.actionsMenu().hidden, "the menu stays open").to.equal(false)
  })

  it("shows each machine in the Visualizer: the menu, the submenu and the search", async () => {
    const { root, page } = await mount()
    await openToolbarTab(root, "Visualizer")
    await page.openSearch()
    for (const name of ["Menu state", "Assign to submenu state", "Combobox state"]) {
      await waitFor(() => root.querySelector(`section[aria-label="${name}"]`), name)
    }
  })

  it("has no serious accessibility violations, closed or searching", async () => {
    const { element, page } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await page.openSearch()
    await type("e")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
