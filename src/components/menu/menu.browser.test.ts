import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
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
  pressBurst,
  waitForValue,
} from "../../../test/browser/helpers"
import {
  clickItem,
  clickOnHostPage,
  expectBelowStart,
  waitForSelectLog,
  actionLabels,
  expectVisualizerStates,
} from "./menu-test-helpers"
import {
  menuDemo,
  highlightedText,
  menuItem,
  itemLabels,
} from "../../../test/browser/pages/menu-popups"

const trigger = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Actions" })
const content = (root: ShadowRoot) => menuDemo(root).contents()[0]!

async function openByClick(root: ShadowRoot) {
  await click(trigger(root))
  return waitFor(() => menuDemo(root).openPopup(), "the menu to open")
}

async function openByKey(root: ShadowRoot, key: string) {
  trigger(root).focus()
  await press(key)
  const menu = await waitFor(() => menuDemo(root).openPopup(), `${key} to open the menu`)
  await waitFor(() => highlightedText(menu) === "Edit", "the first item highlighted")
  return menu
}

describe("<demo-menu>", () => {
  afterEach(cleanup)

  it("shows the Actions trigger, a closed menu of four actions and no selection", async () => {
    const { root } = await mountDemo("menu")
    expect(trigger(root).getAttribute("aria-haspopup")).to.equal("menu")
    expect(trigger(root).getAttribute("aria-expanded")).to.equal("false")
    expect(content(root).hidden).to.equal(true)
    expect(content(root).getAttribute("role")).to.equal("menu")
    expect(itemLabels(content(root))).to.deep.equal(actionLabels)
    expect(menuDemo(root).status()).to.equal("Selected: none")
  })

  it("highlights one item per ArrowDown pressed back to back: ×2 is Duplicate", async () => {
    const { root } = await mountDemo("menu")
    const menu = await openByClick(root)
    await waitFor(() => deepActiveElement() === menu, "focus in the open menu")
    await pressBurst(["ArrowDown", "ArrowDown"])
    await waitForValue(() => highlightedText(menu), "Duplicate", "the highlighted item")
  })

  it("opens on click below the trigger (bottom-start, gutter 8) and selects by click", async () => {
    const { root } = await mountDemo("menu")
    const logs = captureLogs()
    try {
      const menu = await openByClick(root)
      expect(trigger(root).getAttribute("aria-expanded")).to.equal("true")
      await waitFor(
        () => menu.closest('[data-part="positioner"]')!.matches("[style*='--x']"),
        "a position",
      )
      await waitFor(() => menu.getAttribute("data-placement") === "bottom-start", "bottom-start")
      expectBelowStart(trigger(root).getBoundingClientRect(), menu.getBoundingClientRect())

      await clickItem(menuItem(menu, "Duplicate"))
      await waitForSelectLog(logs, "menu", "duplicate")
      await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
      expect(menuDemo(root).status()).to.equal("Selected: duplicate")
      await waitFor(() => deepActiveElement() === trigger(root), "focus back on the trigger")
    } finally {
      logs.restore()
    }
  })

  it("opens with Enter and ArrowDown on the trigger, moves with arrows and selects with Enter", async () => {
    const { root } = await mountDemo("menu")
    const logs = captureLogs()
    try {
      let menu = await openByKey(root, "Enter")
      await press("Escape")
      await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")

      menu = await openByKey(root, "ArrowDown")
      await press("ArrowDown")
      await press("ArrowDown")
      expect(highlightedText(menu)).to.equal("Delete")
      await press("ArrowUp")
      expect(highlightedText(menu)).to.equal("Duplicate")
      await press("End")
      expect(highlightedText(menu)).to.equal("Export...")
      await press("Enter")
      await waitForSelectLog(logs, "menu", "export")
      await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
      expect(menuDemo(root).status()).to.equal("Selected: export")
    } finally {
      logs.restore()
    }
  })

  it("highlights by typeahead, and not when typeahead is off", async () => {
    const { root, element } = await mountDemo("menu")
    const menu = await openByKey(root, "Enter")
    await type("d")
    await waitFor(() => highlightedText(menu) === "Duplicate", "Duplicate by typeahead")
    await type("e")
    await waitFor(() => highlightedText(menu) === "Delete", "Delete by typeahead")
    await press("Escape")
    await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")

    element.setAttribute("typeahead", "false")
    await openByKey(root, "Enter")
    await type("d")
    // With typeahead "d" would highlight Duplicate and ArrowDown would move on to Delete.
    await press("ArrowDown")
    expect(highlightedText(menu)).to.equal("Duplicate")
  })

  it("stops at the last item unless loop focus is on", async () => {
    const { root, element } = await mountDemo("menu")
    let menu = await openByKey(root, "Enter")
    await press("End")
    await press("ArrowDown")
    expect(highlightedText(menu)).to.equal("Export...")
    await press("Escape")
    await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")

    element.setAttribute("loop-focus", "")
    menu = await openByKey(root, "Enter")
    await press("End")
    await press("ArrowDown")
    await waitFor(() => highlightedText(menu) === "Edit", "wrap to the first item")
  })

  it("closes on Escape and returns focus to the trigger", async () => {
    const { root } = await mountDemo("menu")
    await openByClick(root)
    await press("Escape")
    await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
    await waitFor(() => deepActiveElement() === trigger(root), "focus back on the trigger")
    expect(menuDemo(root).status()).to.equal("Selected: none")
  })

  it("closes on a click elsewhere on the host page", async () => {
    const { root, element } = await mountDemo("menu")
    await openByClick(root)
    await clickOnHostPage(element)
    await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
    expect(trigger(root).getAttribute("aria-expanded")).to.equal("false")
  })

  it("stays open after a selection when close on select is off", async () => {
    const { root } = await mountDemo("menu", { "close-on-select": "false" })
    const menu = await openByClick(root)
    await clickItem(menuItem(menu, "Delete"))
    await waitFor(() => menuDemo(root).status() === "Selected: delete", "Delete selected")
    expect(menuDemo(root).openPopup()).to.equal(menu)
  })

  it("changes placement and direction from the Controls tab", async () => {
    const { root, element } = await mountDemo("menu")
    element.style.cssText = "display:block;margin-top:300px"
    const placement = getByLabelText(within(root), "Placement") as HTMLSelectElement
    expect(placement.value).to.equal("bottom-start")
    placement.value = "top-start"
    placement.dispatchEvent(new Event("change", { bubbles: true }))
    const direction = getByLabelText(within(root), "Direction") as HTMLSelectElement
    direction.value = "rtl"
    direction.dispatchEvent(new Event("change", { bubbles: true }))
    const menu = await openByClick(root)
    await waitFor(
      () => menu.getBoundingClientRect().bottom <= trigger(root).getBoundingClientRect().top,
      "the menu above the trigger",
    )
    expect(menu.getAttribute("dir")).to.equal("rtl")
  })

  it("is not clipped by an overflow-hidden container on the host page", async () => {
    const box = document.createElement("div")
    box.style.cssText = "position:relative;overflow:hidden;height:90px"
    document.body.append(box)
    try {
      const { root } = await mountDemo("menu", {}, box)
      const menu = await openByClick(root)
      const item = menuItem(menu, "Export...")
      await waitFor(
        () => item.getBoundingClientRect().top > box.getBoundingClientRect().bottom,
        "below the box",
      )
      const itemBox = item.getBoundingClientRect()
      const hit = root.elementFromPoint(itemBox.left + 5, itemBox.top + itemBox.height / 2)
      expect(hit?.textContent).to.equal("Export...")
    } finally {
      cleanup()
      box.remove()
    }
  })

  it("shows idle, open and closed in the Visualizer", async () => {
    const { root } = await mountDemo("menu")
    await expectVisualizerStates(root, () => openByClick(root))
  })

  it("has no serious or critical axe violations with the menu open", async () => {
    const { element, root } = await mountDemo("menu")
    await openByClick(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
