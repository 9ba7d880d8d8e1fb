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
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { highlightedText, menuDemo, menuItem } from "../../../test/browser/pages/menu-popups"
import { clickItem, waitForSelectLog } from "./menu-test-helpers"

/*
 * <demo-menu variant="links">: the items are links (zag's menu/links page). What a menu of
 * plain items cannot show: each item is an <a> with an address, and Enter on the highlighted
 * one follows it as a click does. The tests stop the navigation and note the address instead.
 */

const LINKS = ["zag menu docs", "Menu button pattern", "The menu role on MDN", "zag on GitHub"]

const trigger = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Read more" })
const content = (root: ShadowRoot) => menuDemo(root).contents()[0]!
const mount = () => mountDemo("menu", { variant: "links" })

/**
 * Notes the address of every link clicked inside the demo, and stops it being followed (a new
 * tab would take the page's frames). zag's Enter dispatches a click that cannot be cancelled,
 * so the link also loses its address until that click is over.
 */
function followedLinks(root: ShadowRoot) {
  const hrefs: string[] = []
  const onClick = (event: Event) => {
    const link = (event.target as Element).closest?.("a[href]")
    if (!link) return
    const href = link.getAttribute("href")!
    hrefs.push(href)
    event.preventDefault()
    link.removeAttribute("href")
    setTimeout(() => link.setAttribute("href", href))
  }
  root.addEventListener("click", onClick, true)
  return { hrefs, stop: () => root.removeEventListener("click", onClick, true) }
}

describe('<demo-menu variant="links">', () => {
  afterEach(cleanup)

  it("has links as its menu items, each with an address opening in a new tab", async () => {
    const { root } = await mount()
    const items = [...content(root).querySelectorAll<HTMLElement>('[role="menuitem"]')]
    expect(items.map((item) => item.localName)).to.deep.equal(["a", "a", "a", "a"])
    expect(items.map((item) => item.textContent)).to.deep.equal(LINKS)
    for (const item of items) {
      expect(item.getAttribute("href")).to.match(/^https:\/\//)
      expect(item.getAttribute("target")).to.equal("_blank")
      expect(item.getAttribute("rel")).to.equal("noreferrer")
    }
  })

  it("follows the highlighted link on Enter, closes and returns focus to the trigger", async () => {
    const { root } = await mount()
    const followed = followedLinks(root)
    const logs = captureLogs()
    try {
      trigger(root).focus()
      await press("Enter")
      const menu = await waitFor(() => menuDemo(root).openPopup(), "Enter to open the menu")
      await expectFocus(menu)
      await waitFor(() => highlightedText(menu) === "zag menu docs", "the first link highlighted")
      await press("ArrowDown")
      await waitFor(() => highlightedText(menu) === "Menu button pattern", "the second link")
      // The highlight is virtual: focus stays on the menu, not on the link.
      await expectFocus(menu)
      await press("Enter")
      await waitFor(() => followed.hrefs.length === 1, "Enter to follow the link")
      expect(followed.hrefs).to.deep.equal([
        "https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/",
      ])
      await waitForSelectLog(logs, "menu", "apg-pattern")
      await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
      await expectFocus(trigger(root))
      expect(menuDemo(root).status()).to.equal("Selected: apg-pattern")
    } finally {
      logs.restore()
      followed.stop()
    }
  })

  it("follows a clicked link and closes", async () => {
    const { root } = await mount()
    const followed = followedLinks(root)
    try {
      await click(trigger(root))
      const menu = await waitFor(() => menuDemo(root).openPopup(), "the menu to open")
      await waitFor(() => menu.getAttribute("data-placement"), "the menu positioned")
      await clickItem(menuItem(menu, "zag on GitHub"))
      await waitFor(() => followed.hrefs.length === 1, "the click to follow the link")
      expect(followed.hrefs).to.deep.equal(["https://github.com/chakra-ui/zag"])
      await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
    } finally {
      followed.stop()
    }
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { root, element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(trigger(root))
    await waitFor(() => menuDemo(root).openPopup(), "the menu to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
