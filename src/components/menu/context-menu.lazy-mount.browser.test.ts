import { expect } from "chai"
import { getByText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  captureLogs,
  cleanup,
  expectFocus,
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
import { actionLabels, clickItem, waitForSelectLog } from "./menu-test-helpers"

/*
 * <demo-context-menu variant="lazy-mount">: the context menu's popup exists only while open
 * (zag's context-menu/lazy-mount page). What the demo cannot show: no menu in the page until
 * a right click, a popup mounted then that opens at the pointer, and none again once closed.
 */

const area = (root: ShadowRoot) => getByText(within(root), "Right Click here")
const mounted = (root: ShadowRoot) =>
  root.querySelectorAll('[data-scope="menu"]:is([data-part="content"], [data-part="positioner"])')
const mount = () => mountDemo("context-menu", { variant: "lazy-mount" })

/** Right-clicks 40×30 px into the area; waits for the popup, mounted and placed. */
async function openAt(root: ShadowRoot) {
  area(root).scrollIntoView({ block: "center" })
  await nextFrame()
  const box = area(root).getBoundingClientRect()
  const point = { x: Math.round(box.left + 40), y: Math.round(box.top + 30) }
  await sendMouse({ type: "click", position: [point.x, point.y], button: "right" })
  const menu = await waitFor(() => menuDemo(root).openPopup(), "the context menu to open")
  await waitFor(() => menu.getAttribute("data-placement"), "the menu positioned")
  return { menu, point }
}

describe('<demo-context-menu variant="lazy-mount">', () => {
  afterEach(cleanup)

  it("holds no menu popup until the area is right-clicked", async () => {
    const { root } = await mount()
    expect(area(root).getAttribute("data-part")).to.equal("context-trigger")
    expect(mounted(root)).to.have.length(0)
  })

  it("mounts the popup at the pointer on a right click, with focus in it", async () => {
    const { root } = await mount()
    const { menu, point } = await openAt(root)
    const box = menu.getBoundingClientRect()
    expect(Math.abs(box.left - point.x), "at the pointer's x").to.be.lessThan(12)
    expect(Math.abs(box.top - point.y), "at the pointer's y").to.be.lessThan(12)
    expect(itemLabels(menu)).to.deep.equal(actionLabels)
    await expectFocus(menu)
  })

  it("unmounts on Escape, with focus back on the area", async () => {
    const { root } = await mount()
    await openAt(root)
    await press("ArrowDown")
    await waitFor(() => highlightedText(menuDemo(root).openPopup()!) === "Edit", "Edit highlighted")
    await press("Escape")
    await waitFor(() => mounted(root).length === 0, "the popup to be removed")
    await expectFocus(area(root))
  })

  it("selects an item, unmounts, and mounts a fresh popup on the next right click", async () => {
    const { root } = await mount()
    const logs = captureLogs()
    try {
      const { menu } = await openAt(root)
      await clickItem(menuItem(menu, "Duplicate"))
      await waitForSelectLog(logs, "context-menu", "duplicate")
      await waitFor(() => mounted(root).length === 0, "the popup to be removed")
      expect(menuDemo(root).status()).to.equal("Selected: duplicate")
      const again = await openAt(root)
      expect(itemLabels(again.menu)).to.deep.equal(actionLabels)
    } finally {
      logs.restore()
    }
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { root, element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await openAt(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
