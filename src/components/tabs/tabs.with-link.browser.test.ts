import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { tabList } from "../../../test/browser/pages/tab-list"

/*
 * <demo-tabs variant="with-link">, zag's tabs/with-link: the tabs are links to #fragments,
 * activated manually, and choosing one puts its fragment in the page's address (zag's
 * "manual: on navigate, select on enter" of e2e/tabs.e2e.ts ported). The demo's tabs are
 * buttons that select on focus and leave the address alone.
 */

const startAddress = window.location.href

async function mountWithLink() {
  const { root, element } = await mountDemo("tabs", { variant: "with-link" })
  const list = tabList(root)
  const shows = (label: string) => waitFor(() => list.selected() === label, `${label} selected`)
  const address = () => getByRole(within(root), "status").textContent
  return { root, element, list, shows, address }
}

describe('<demo-tabs variant="with-link">', () => {
  afterEach(() => {
    window.history.replaceState(window.history.state, "", startAddress)
    cleanup()
  })

  it("makes each tab a link to its article's fragment", async () => {
    const { list } = await mountWithLink()
    const hrefs = list.triggers().map((trigger) => trigger.getAttribute("href"))
    expect(hrefs).to.deep.equal(["#lighthouses", "#tide-pools", "#dunes"])
    expect(list.triggers().every((trigger) => trigger.tagName === "A")).to.equal(true)
    expect(list.selected()).to.equal("Lighthouses")
  })

  it("follows a clicked tab to its fragment, on the page, without scrolling", async () => {
    const { list, shows, address } = await mountWithLink()
    const scrolled = window.scrollY
    await click(list.trigger("Dunes"))
    await shows("Dunes")
    await waitFor(() => window.location.hash === "#dunes", "the address at #dunes")
    expect(address()).to.equal("#dunes")
    expect(window.location.href).to.equal(startAddress.split("#")[0] + "#dunes")
    expect(window.scrollY).to.equal(scrolled)
  })

  it("moves focus with the arrows without following, and follows the focused tab on Enter", async () => {
    const { list, shows } = await mountWithLink()
    list.trigger("Lighthouses").focus()
    await press("ArrowRight")
    await expectFocus(list.trigger("Tide Pools"))
    expect(list.selected(), "focus alone selects nothing").to.equal("Lighthouses")
    expect(window.location.hash).to.not.equal("#tide-pools")
    await press("Enter")
    await shows("Tide Pools")
    await waitFor(() => window.location.hash === "#tide-pools", "the address at #tide-pools")
    expect(list.panel().textContent).to.contain("rock hollows")
  })

  it("opens the tab the address points at", async () => {
    window.history.replaceState(window.history.state, "", "#tide-pools")
    const { list } = await mountWithLink()
    expect(list.selected()).to.equal("Tide Pools")
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountWithLink()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
