import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import {
  clickItem,
  clickOnHostPage,
  expectBelowStart,
  expectVisualizerStates,
} from "./menu-test-helpers"
import { menuDemo, highlightedText, menuItem } from "../../../test/browser/pages/menu-popups"

const trigger = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Sort and filter" })
const content = (root: ShadowRoot) => menuDemo(root).contents()[0]!
const checked = (item: HTMLElement) => item.getAttribute("aria-checked")
const indicatorShown = (item: HTMLElement) =>
  !item.querySelector<HTMLElement>('[data-part="item-indicator"]')!.hidden

async function openByClick(root: ShadowRoot) {
  await click(trigger(root))
  const menu = await waitFor(() => menuDemo(root).openPopup(), "the menu to open")
  await waitFor(() => menu.getAttribute("data-placement"), "the menu positioned")
  return menu
}

describe("<demo-menu-options>", () => {
  afterEach(cleanup)

  it("shows radio items for the sort order and checkbox items for the contact types", async () => {
    const { root } = await mountDemo("menu-options")
    const menu = content(root)
    const radios = [...menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')]
    const boxes = [...menu.querySelectorAll<HTMLElement>('[role="menuitemcheckbox"]')]
    expect(radios.map((item) => item.getAttribute("data-value"))).to.deep.equal([
      "asc",
      "desc",
      "none",
    ])
    expect(boxes.map((item) => item.getAttribute("data-value"))).to.deep.equal([
      "email",
      "phone",
      "address",
    ])
    expect(radios.map(checked)).to.deep.equal(["false", "false", "true"])
    expect(boxes.map(checked)).to.deep.equal(["true", "false", "false"])
    expect(radios.map(indicatorShown)).to.deep.equal([false, false, true])
    expect(getByRole(menu, "group", { name: "Sort order", hidden: true })).to.not.equal(null)
    expect(getByRole(menu, "group", { name: "Contact type", hidden: true })).to.not.equal(null)
    expect(menuDemo(root).status()).to.equal("Sort order: none. Contact types: email.")
  })

  it("opens below the trigger and checks a radio option by click", async () => {
    const { root } = await mountDemo("menu-options")
    const logs = captureLogs()
    try {
      const menu = await openByClick(root)
      expectBelowStart(trigger(root).getBoundingClientRect(), menu.getBoundingClientRect())
      await clickItem(menuItem(menu, "Descending"))
      await waitFor(() => menuDemo(root).status().startsWith("Sort order: desc."), "desc chosen")
      await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
      expect(checked(menuItem(menu, "Descending"))).to.equal("true")
      expect(checked(menuItem(menu, "None"))).to.equal("false")
      expect(indicatorShown(menuItem(menu, "Descending"))).to.equal(true)
      expect(
        logs.lines.some(
          ([line, value]) => line === "<demo-menu-options> order change" && value === "desc",
        ),
      ).to.equal(true)
    } finally {
      logs.restore()
    }
  })

  it("toggles checkbox options by click and keeps the menu open without close on select", async () => {
    const { root } = await mountDemo("menu-options", { "close-on-select": "false" })
    const menu = await openByClick(root)
    await clickItem(menuItem(menu, "Address"))
    await waitFor(() => checked(menuItem(menu, "Address")) === "true", "Address checked")
    await clickItem(menuItem(menu, "Email"))
    await waitFor(() => checked(menuItem(menu, "Email")) === "false", "Email unchecked")
    expect(menuDemo(root).openPopup()).to.equal(menu)
    expect(menuDemo(root).status()).to.equal("Sort order: none. Contact types: address.")
  })

  it("opens with Enter, navigates with arrows and typeahead, and toggles with Enter", async () => {
    const { root } = await mountDemo("menu-options", { "close-on-select": "false" })
    trigger(root).focus()
    await press("Enter")
    const menu = await waitFor(() => menuDemo(root).openPopup(), "Enter to open the menu")
    await waitFor(() => highlightedText(menu) === "Ascending", "the first option highlighted")
    await press("ArrowDown")
    expect(highlightedText(menu)).to.equal("Descending")
    await type("p")
    await waitFor(() => highlightedText(menu) === "Phone", "Phone by typeahead")
    await press("Enter")
    await waitFor(() => checked(menuItem(menu, "Phone")) === "true", "Phone checked")
    await press("ArrowUp")
    expect(highlightedText(menu)).to.equal("Email")
    await press("Home")
    expect(highlightedText(menu)).to.equal("Ascending")
    await press("Enter")
    await waitFor(() => checked(menuItem(menu, "Ascending")) === "true", "Ascending checked")
    expect(menuDemo(root).status()).to.equal("Sort order: asc. Contact types: email, phone.")
  })

  it("opens with ArrowDown, closes on Escape and returns focus to the trigger", async () => {
    const { root } = await mountDemo("menu-options")
    trigger(root).focus()
    await press("ArrowDown")
    await waitFor(() => menuDemo(root).openPopup(), "ArrowDown to open the menu")
    await press("Escape")
    await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
    await waitFor(() => deepActiveElement() === trigger(root), "focus back on the trigger")
  })

  it("closes on a click elsewhere on the host page", async () => {
    const { root, element } = await mountDemo("menu-options")
    await openByClick(root)
    await clickOnHostPage(element)
    await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
  })

  it("shows idle, open and closed in the Visualizer", async () => {
    const { root } = await mountDemo("menu-options")
    await expectVisualizerStates(root, () => openByClick(root))
  })

  it("has no serious or critical axe violations with the menu open", async () => {
    const { element, root } = await mountDemo("menu-options")
    await openByClick(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
