import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { treeView } from "./tree-view.page"

/*
 * <demo-tree-view variant="filtering">: zag's filtering page (no e2e file targets it). What
 * a basic tree lacks: a search box that keeps only the matching nodes and the folders that
 * lead to them, opened, and brings the whole tree back when cleared.
 */

const mount = () => mountDemo("tree-view", { variant: "filtering" })

function filtering(root: ShadowRoot) {
  const all = within(root)
  return {
    ...treeView(root),
    box: () => getByRole(all, "searchbox", { name: "Filter files" }) as HTMLInputElement,
    status: () => getByRole(all, "status").textContent,
    values: () =>
      [...root.querySelectorAll<HTMLElement>('[role="treeitem"]')].map((row) => row.dataset.value),
  }
}

describe('<demo-tree-view variant="filtering">', () => {
  afterEach(cleanup)

  it("shows the whole tree until something is typed", async () => {
    const { root } = await mount()
    const page = filtering(root)
    expect(page.values()).to.have.length(18)
    expect(page.status()).to.equal("Type to filter the tree.")
  })

  it("keeps only the matches and the folders leading to them, opened", async () => {
    const { root } = await mount()
    const page = filtering(root)
    page.box().focus()
    await type("react")
    await waitFor(() => page.status() === "3 matching “react”", "three matches")
    expect(page.values()).to.deep.equal([
      "node_modules",
      "node_modules/zag-js",
      "node_modules/zag-js/react",
      "node_modules/@types",
      "node_modules/@types/react",
      "node_modules/@types/react-dom",
    ])
    expect(page.expanded()).to.have.members([
      "node_modules",
      "node_modules/zag-js",
      "node_modules/@types",
    ])
    expect(page.node("node_modules/@types/react").checkVisibility()).to.equal(true)
  })

  it("matches regardless of case, and says when nothing matches", async () => {
    const { root } = await mount()
    const page = filtering(root)
    page.box().focus()
    await type("README")
    await waitFor(() => page.status() === "1 matching “README”", "README.md to match")
    expect(page.values()).to.deep.equal(["README.md"])
    await type("x")
    await waitFor(() => page.status() === "Nothing matches “READMEx”.", "no match")
    expect(page.values()).to.deep.equal([])
  })

  it("brings the whole tree back when the box is cleared", async () => {
    const { root } = await mount()
    const page = filtering(root)
    page.box().focus()
    await type(".tsx")
    await waitFor(() => page.status() === "3 matching “.tsx”", "the three .tsx files")
    page.box().select()
    await press("Backspace")
    await waitFor(() => page.values().length === 18, "every node back")
    expect(page.status()).to.equal("Type to filter the tree.")
  })

  it("has no serious accessibility violations while filtered", async () => {
    const { root, element } = await mount()
    filtering(root).box().focus()
    await type("src")
    await waitFor(() => filtering(root).status().includes("matching"), "a filtered tree")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
