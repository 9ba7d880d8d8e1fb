import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { treeView } from "./tree-view.page"

/*
 * <demo-tree-view variant="async">: zag's async page (no e2e file targets it). What a basic
 * tree lacks: folders that start empty, show a loading state when first opened, then their
 * children from a pretend server, and open at once the next time.
 */

const mount = () => mountDemo("tree-view", { variant: "async" })

function lazy(root: ShadowRoot) {
  const page = treeView(root)
  return {
    ...page,
    status: () => getByRole(within(root), "status").textContent,
    /** How many nodes the tree holds in the DOM, open or not. */
    count: () => root.querySelectorAll('[role="treeitem"]').length,
    loading: (value: string) => page.item(value).getAttribute("aria-busy") === "true",
  }
}

describe('<demo-tree-view variant="async">', () => {
  afterEach(cleanup)

  it("starts with the top level only: folders hold no children yet", async () => {
    const { root } = await mount()
    const page = lazy(root)
    expect(page.topLevelItems().map((item) => item.dataset.value)).to.deep.equal([
      "node_modules",
      "src",
      "package.json",
      "README.md",
      "tsconfig.json",
      "vite.config.ts",
    ])
    expect(page.count()).to.equal(6)
    // zag still treats the empty folders as folders: they can be opened.
    expect(page.item("src").getAttribute("aria-expanded")).to.equal("false")
    expect(page.status()).to.equal("Folders load their files when first opened.")
  })

  it("shows a folder loading when opened, then its children", async () => {
    const { root } = await mount()
    const page = lazy(root)
    await click(page.node("src"))
    expect(page.loading("src")).to.equal(true)
    expect(page.node("src").textContent).to.have.string("Loading…")
    expect(page.node("src").hasAttribute("data-loading")).to.equal(true)
    expect(page.status()).to.equal("Loading folder…")
    expect(page.expanded()).to.deep.equal([])

    await waitFor(() => page.expanded().includes("src"), "src to open with its children")
    expect(page.loading("src")).to.equal(false)
    expect(page.node("src").textContent).to.not.have.string("Loading…")
    expect(page.node("src/app.tsx").checkVisibility()).to.equal(true)
    expect(page.item("src/components").getAttribute("aria-level")).to.equal("2")
    expect(page.count()).to.equal(9)
    expect(page.status()).to.equal("Folders load their files when first opened.")
  })

  it("loads nested folders one level at a time", async () => {
    const { root } = await mount()
    const page = lazy(root)
    await click(page.node("node_modules"))
    await waitFor(() => page.expanded().includes("node_modules"), "node_modules to open")
    expect(page.count()).to.equal(9)
    await click(page.node("node_modules/@types"))
    expect(page.loading("node_modules/@types")).to.equal(true)
    await waitFor(
      () => page.expanded().includes("node_modules/@types"),
      "@types to open with its children",
    )
    expect(page.node("node_modules/@types/react-dom").checkVisibility()).to.equal(true)
  })

  it("opens a loaded folder again at once, without loading", async () => {
    const { root } = await mount()
    const page = lazy(root)
    await click(page.node("src"))
    await waitFor(() => page.expanded().includes("src"), "src to open")
    await click(page.button("Collapse All"))
    expect(page.expanded()).to.deep.equal([])
    await click(page.node("src"))
    expect(page.loading("src")).to.equal(false)
    expect(page.expanded()).to.deep.equal(["src"])
  })

  it("loads a folder opened with the right arrow, then enters it", async () => {
    const { root } = await mount()
    const page = lazy(root)
    await page.focus("node_modules")
    await press("ArrowRight")
    expect(page.loading("node_modules")).to.equal(true)
    await waitFor(() => page.expanded().includes("node_modules"), "node_modules to open")
    expect(page.focused()).to.equal("node_modules")
    await press("ArrowRight")
    expect(page.focused()).to.equal("node_modules/zag-js")
  })

  it("has no serious accessibility violations while loading and once loaded", async () => {
    const { root, element } = await mount()
    const page = lazy(root)
    await click(page.node("src"))
    expect(page.loading("src")).to.equal(true)
    expect(await seriousViolations(element)).to.deep.equal([])
    await waitFor(() => page.expanded().includes("src"), "src to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
