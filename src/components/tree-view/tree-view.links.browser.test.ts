import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  stageOf,
  type,
  waitFor,
} from "../../../test/browser/helpers"
import { treeView } from "./tree-view.page"

/*
 * <demo-tree-view variant="links">: a documentation sidebar whose pages are anchors (zag's
 * tree-view/links page; zag has no e2e scenario for it). What the demo's tree never does:
 * its nodes are links, and Enter on one follows it (zag leaves Enter and clicks on an anchor
 * to the browser) while the arrows still move through the tree and open its folders. The
 * addresses are in-page and the variant shows the page itself, so nothing leaves the page.
 */

const LEAVES = [
  ["docs/getting-started", "Getting Started"],
  ["docs/installation", "Installation"],
  ["docs/components/accordion", "Accordion"],
  ["docs/components/dialog", "Dialog"],
  ["docs/components/menu", "Menu"],
  ["guides/styling", "Styling"],
  ["guides/forms", "Forms"],
  ["guides/testing", "Testing"],
  ["changelog", "Changelog"],
  ["license", "License"],
]

function linksDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    ...treeView(root),
    link: (name: string) => getByRole(stage, "treeitem", { name }) as HTMLAnchorElement,
    status: () => getByRole(stage, "status").textContent,
  }
}

async function mount() {
  const mounted = await mountDemo("tree-view", { variant: "links" })
  return { ...mounted, demo: linksDemo(mounted.root) }
}

describe('<demo-tree-view variant="links">', () => {
  afterEach(cleanup)

  it("has a link for every page, named by it, with an in-page address", async () => {
    const { demo } = await mount()
    expect(demo.title()).to.equal("Docs")
    const anchors = [...demo.tree().querySelectorAll("a")]
    expect(anchors.map((anchor) => anchor.dataset.value)).to.deep.equal(
      LEAVES.map(([value]) => value),
    )
    for (const [value, name] of LEAVES) {
      const link = demo.node(value!) as HTMLAnchorElement
      expect(link.tagName, value).to.equal("A")
      expect(link.getAttribute("href"), value).to.equal(`#${value}`)
      expect(link.textContent, value).to.equal(name)
    }
    // The top-level pages are links the tree names as its items.
    expect(demo.link("Changelog").getAttribute("href")).to.equal("#changelog")
    expect(demo.status()).to.equal("Follow a link to show its page.")
  })

  it("follows the focused link on Enter, without leaving the page", async () => {
    const { demo } = await mount()
    const address = location.href
    await demo.focus("docs")
    await press("End")
    await expectFocus(demo.node("license"))
    await press("Enter")
    await waitFor(() => demo.status() === "Showing License (#license)", "the License page")
    expect(demo.selected()).to.deep.equal(["license"])
    expect(demo.link("License").getAttribute("aria-current")).to.equal("true")
    expect(location.href).to.equal(address)
  })

  it("moves with the arrows, opens folders, and follows a nested link on Enter", async () => {
    const { demo } = await mount()
    await demo.focus("docs")
    await press("ArrowRight")
    await waitFor(() => demo.expanded().includes("docs"), "Documentation to open")
    await press("ArrowDown")
    await expectFocus(demo.node("docs/getting-started"))
    await press("ArrowDown")
    await press("ArrowDown")
    await expectFocus(demo.node("docs/components"))
    await press("ArrowRight")
    await waitFor(() => demo.expanded().includes("docs/components"), "Components to open")
    await press("ArrowRight")
    await expectFocus(demo.node("docs/components/accordion"))
    await press("ArrowDown")
    await press("Enter")
    await waitFor(
      () => demo.status() === "Showing Dialog (#docs/components/dialog)",
      "the Dialog page",
    )
    await press("ArrowLeft")
    await expectFocus(demo.node("docs/components"))
    await press("ArrowLeft")
    await waitFor(() => !demo.expanded().includes("docs/components"), "Components to close")
  })

  it("moves to a link by typeahead, and follows it on Enter", async () => {
    const { demo } = await mount()
    await demo.focus("docs")
    await type("c")
    await expectFocus(demo.node("changelog"))
    await press("Enter")
    await waitFor(() => demo.status() === "Showing Changelog (#changelog)", "the Changelog page")
  })

  it("follows a link on click, selecting it", async () => {
    const { demo } = await mount()
    const address = location.href
    await click(demo.node("guides"))
    await waitFor(() => demo.expanded().includes("guides"), "Guides to open")
    await click(demo.link("Forms"))
    await waitFor(() => demo.status() === "Showing Forms (#guides/forms)", "the Forms page")
    expect(demo.selected()).to.deep.equal(["guides/forms"])
    expect(location.href).to.equal(address)
  })

  it("has no serious accessibility violations, its folders open", async () => {
    const { element, demo } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(demo.node("docs"))
    await waitFor(() => demo.expanded().includes("docs"), "Documentation to open")
    await click(demo.link("Installation"))
    await waitFor(() => demo.status()?.startsWith("Showing Installation"), "the page")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
