import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { treeView } from "./tree-view.page"

/*
 * <demo-tree-view variant="rename">: zag's rename page (no e2e file targets it). What a basic
 * tree lacks: F2 turns a file's name into a text box; Enter keeps a new name, Escape drops
 * it; folders, empty names and a sibling's name are turned down.
 */

const mount = () => mountDemo("tree-view", { variant: "rename" })

function rename(root: ShadowRoot) {
  const all = within(root)
  return {
    ...treeView(root),
    input: () =>
      queryByRole(all, "textbox", { name: "Rename tree item" }) as HTMLInputElement | null,
    status: () => getByRole(all, "status").textContent,
    name: (value: string) => treeView(root).node(value).textContent,
  }
}

async function startRenaming(root: ShadowRoot, value: string) {
  const page = rename(root)
  await page.focus(value)
  await press("F2")
  const input = await waitFor(() => page.input(), "the rename box")
  await expectFocus(input)
  return input
}

describe('<demo-tree-view variant="rename">', () => {
  afterEach(cleanup)

  it("renames a file with F2, new text and Enter, and focuses it again", async () => {
    const { root } = await mount()
    const page = rename(root)
    expect(page.status()).to.equal("Press F2 on a file to rename it.")
    const input = await startRenaming(root, "README.md")
    expect(input.value).to.equal("README.md")
    input.select()
    await type("NOTES.md")
    await press("Enter")
    await waitFor(() => page.name("README.md") === "NOTES.md", "the new name")
    expect(page.input()).to.equal(null)
    expect(page.status()).to.equal("Renamed README.md to NOTES.md.")
    await expectFocus(page.node("README.md"))
  })

  it("keeps the old name on Escape", async () => {
    const { root } = await mount()
    const page = rename(root)
    const input = await startRenaming(root, "package.json")
    input.select()
    await type("other.json")
    await press("Escape")
    await waitFor(() => page.input() === null, "the box to close")
    expect(page.name("package.json")).to.equal("package.json")
    await expectFocus(page.node("package.json"))
  })

  it("turns down an empty name and a name a sibling has", async () => {
    const { root } = await mount()
    const page = rename(root)
    let input = await startRenaming(root, "tsconfig.json")
    input.select()
    await press("Backspace")
    await press("Enter")
    // zag keeps the box open on an empty name.
    expect(page.input()).to.equal(input)
    await expectFocus(input)
    await press("Escape")
    await waitFor(() => page.input() === null, "the box to close")
    expect(page.name("tsconfig.json")).to.equal("tsconfig.json")

    input = await startRenaming(root, "tsconfig.json")
    input.select()
    await type("README.md")
    await press("Enter")
    await waitFor(() => page.status().startsWith("This folder already"), "the duplicate refused")
    expect(page.name("tsconfig.json")).to.equal("tsconfig.json")
  })

  it("does not rename folders", async () => {
    const { root } = await mount()
    const page = rename(root)
    await page.focus("src")
    await press("F2")
    await press("ArrowDown")
    expect(page.input()).to.equal(null)
    expect(page.focused()).to.equal("package.json")
  })

  it("has no serious accessibility violations while renaming", async () => {
    const { root, element } = await mount()
    await click(rename(root).button("Expand All"))
    await startRenaming(root, "src/app.tsx")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
