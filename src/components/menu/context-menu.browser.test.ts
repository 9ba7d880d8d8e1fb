import { expect } from "chai"
import { getByText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  captureLogs,
  cleanup,
  deepActiveElement,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import {
  clickItem,
  clickOnHostPage,
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

const area = (root: ShadowRoot) => getByText(within(root), "Right Click here")
const content = (root: ShadowRoot) => menuDemo(root).contents()[0]!

/** Right-clicks the area at an offset from its top-left corner; returns the pointer. */
async function rightClick(root: ShadowRoot, dx = 40, dy = 30) {
  area(root).scrollIntoView({ block: "center" })
  await nextFrame()
  const box = area(root).getBoundingClientRect()
  const point = { x: Math.round(box.left + dx), y: Math.round(box.top + dy) }
  await sendMouse({ type: "click", position: [point.x, point.y], button: "right" })
  await nextFrame()
  return point
}

async function openAt(root: ShadowRoot, dx?: number, dy?: number) {
  const point = await rightClick(root, dx, dy)
  const menu = await waitFor(() => menuDemo(root).openPopup(), "the context menu to open")
  await waitFor(() => menu.getAttribute("data-placement"), "the menu positioned")
  return { menu, point }
}

/** A touch press on the area, as zag sees it (Chromium has no touch input to drive here). */
function touch(root: ShadowRoot, type: "pointerdown" | "pointerup") {
  const box = area(root).getBoundingClientRect()
  area(root).dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      composed: true,
      pointerType: "touch",
      clientX: box.left + 20,
      clientY: box.top + 20,
    }),
  )
}

describe("<demo-context-menu>", () => {
  afterEach(cleanup)

  it("shows the Right Click here area and a closed menu of four actions", async () => {
    const { root } = await mountDemo("context-menu")
    expect(area(root).getAttribute("data-part")).to.equal("context-trigger")
    expect(content(root).hidden).to.equal(true)
    expect(itemLabels(content(root))).to.deep.equal(actionLabels)
    expect(menuDemo(root).status()).to.equal("Selected: none")
  })

  it("opens at the pointer on right click, wherever the pointer is", async () => {
    const { root } = await mountDemo("context-menu")
    let { menu, point } = await openAt(root, 40, 30)
    let box = menu.getBoundingClientRect()
    // At a zero-size anchor, zag keeps the arrow padding (4px) beside the pointer.
    expect(box.left, "left edge at the pointer").to.be.within(point.x - 5, point.x + 1)
    expect(box.top, "8px below the pointer").to.be.within(point.y + 7, point.y + 9)
    await press("Escape")
    await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
    ;({ menu, point } = await openAt(root, 120, 70))
    box = menu.getBoundingClientRect()
    expect(box.left, "follows the pointer").to.be.within(point.x - 5, point.x + 1)
    expect(box.top).to.be.within(point.y + 7, point.y + 9)
  })

  it("selects by click: logged and shown", async () => {
    const { root } = await mountDemo("context-menu")
    const logs = captureLogs()
    try {
      const { menu } = await openAt(root)
      await clickItem(menuItem(menu, "Delete"))
      await waitForSelectLog(logs, "context-menu", "delete")
      await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
      expect(menuDemo(root).status()).to.equal("Selected: delete")
    } finally {
      logs.restore()
    }
  })

  it("moves with arrows and typeahead and selects with Enter", async () => {
    const { root } = await mountDemo("context-menu")
    const logs = captureLogs()
    try {
      const { menu } = await openAt(root)
      await waitFor(() => deepActiveElement() === menu, "focus in the menu")
      await press("ArrowDown")
      expect(highlightedText(menu)).to.equal("Edit")
      await press("ArrowDown")
      expect(highlightedText(menu)).to.equal("Duplicate")
      await type("e")
      await waitFor(() => highlightedText(menu) === "Export...", "Export... by typeahead")
      await press("Enter")
      await waitForSelectLog(logs, "context-menu", "export")
      await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
      expect(menuDemo(root).status()).to.equal("Selected: export")
    } finally {
      logs.restore()
    }
  })

  it("closes on Escape and returns focus to the area", async () => {
    const { root } = await mountDemo("context-menu")
    await openAt(root)
    await press("Escape")
    await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
    await waitFor(() => deepActiveElement() === area(root), "focus back on the area")
  })

  it("closes on a click elsewhere on the host page", async () => {
    const { root, element } = await mountDemo("context-menu")
    await openAt(root)
    await clickOnHostPage(element)
    await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
  })

  it("opens on a 700 ms touch long-press and not on a short tap", async () => {
    const { root } = await mountDemo("context-menu")
    await openToolbarTab(root, "Visualizer")
    touch(root, "pointerdown")
    await waitForVisualizer(root, 'state: "opening:contextmenu"', "the long-press to start")
    touch(root, "pointerup")
    await waitForVisualizer(root, 'state: "closed"', "a short tap to cancel")
    expect(menuDemo(root).openPopup()).to.equal(undefined)

    const start = performance.now()
    touch(root, "pointerdown")
    await waitFor(() => menuDemo(root).openPopup(), "the long-press to open the menu", 3000)
    expect(performance.now() - start, "long-press 700 ms").to.be.at.least(650)
    await waitForVisualizer(root, 'state: "open"', "open state")
  })

  it("shows idle, open and closed in the Visualizer", async () => {
    const { root } = await mountDemo("context-menu")
    await expectVisualizerStates(root, () => openAt(root))
  })

  it("keeps the menu open after a selection when close on select is off", async () => {
    const { root } = await mountDemo("context-menu", { "close-on-select": "false" })
    const { menu } = await openAt(root)
    await clickItem(menuItem(menu, "Edit"))
    await waitFor(() => menuDemo(root).status() === "Selected: edit", "Edit selected")
    expect(menuDemo(root).openPopup()).to.equal(menu)
  })

  it("has no serious or critical axe violations with the menu open", async () => {
    const { element, root } = await mountDemo("context-menu")
    await openAt(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
