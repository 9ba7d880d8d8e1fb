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
import { treeView } from "./tree-view.page"

/*
 * <demo-tree-view variant="checkbox">: zag's checkbox page (no e2e file targets it). What a
 * basic tree lacks: a tri-state checkbox per node, folders that check all they hold, a mixed
 * state for half-checked folders, and Space to check the focused node.
 */

const mount = () => mountDemo("tree-view", { variant: "checkbox" })

function checks(root: ShadowRoot) {
  const all = within(root)
  return {
    ...treeView(root),
    box: (name: string) => getByRole(all, "checkbox", { name: `Check ${name}` }),
    state: (name: string) =>
      getByRole(all, "checkbox", { name: `Check ${name}` }).getAttribute("aria-checked"),
    status: () => getByRole(all, "status").textContent,
  }
}

const SRC_FILES = [
  "src/components/button.tsx",
  "src/components/card.tsx",
  "src/app.tsx",
  "src/index.ts",
]

describe('<demo-tree-view variant="checkbox">', () => {
  afterEach(cleanup)

  it("gives every node an unchecked checkbox, and says nothing is checked", async () => {
    const { root } = await mount()
    const page = checks(root)
    for (const name of ["node_modules", "src", "package.json", "README.md"])
      expect(page.state(name)).to.equal("false")
    expect(page.status()).to.equal("No file checked.")
    expect(page.button("Uncheck All").disabled).to.equal(true)
  })

  it("checks a file, and its folders show a mixed state", async () => {
    const { root } = await mount()
    const page = checks(root)
    await click(page.button("Expand All"))
    await click(page.box("app.tsx"))
    await waitFor(() => page.state("app.tsx") === "true", "app.tsx to be checked")
    expect(page.state("src")).to.equal("mixed")
    expect(page.box("src").dataset.state).to.equal("indeterminate")
    expect(page.state("components")).to.equal("false")
    expect(page.status()).to.equal("1 file checked: src/app.tsx")
    // A click on the checkbox checks without selecting, and focuses its node.
    expect(page.selected()).to.deep.equal([])
    await expectFocus(page.node("src/app.tsx"))
  })

  it("checks a folder and everything it holds, and unchecks it again", async () => {
    const { root } = await mount()
    const page = checks(root)
    await click(page.button("Expand All"))
    await click(page.box("src"))
    await waitFor(() => page.state("src") === "true", "src to be checked")
    // The folder's checkbox sits beside its control, and hands focus to it.
    await expectFocus(page.node("src"))
    expect(page.expanded()).to.include("src")
    for (const name of ["components", "button.tsx", "card.tsx", "app.tsx", "index.ts"])
      expect(page.state(name)).to.equal("true")
    expect(page.status()).to.have.string("4 files checked")
    for (const file of SRC_FILES) expect(page.status()).to.have.string(file)
    expect(page.state("node_modules")).to.equal("false")

    await click(page.box("src"))
    await waitFor(() => page.state("src") === "false", "src to be unchecked")
    expect(page.state("card.tsx")).to.equal("false")
    expect(page.status()).to.equal("No file checked.")
  })

  it("turns a folder checked when all its files are, and mixed when one is unchecked", async () => {
    const { root } = await mount()
    const page = checks(root)
    await click(page.button("Expand All"))
    await click(page.box("button.tsx"))
    await waitFor(() => page.state("components") === "mixed", "components to be mixed")
    await click(page.box("card.tsx"))
    await waitFor(() => page.state("components") === "true", "components to be checked")
    expect(page.state("src")).to.equal("mixed")
    await click(page.box("button.tsx"))
    await waitFor(() => page.state("components") === "mixed", "components to be mixed again")
  })

  it("checks the focused node with Space, while Enter still selects it", async () => {
    const { root } = await mount()
    const page = checks(root)
    await page.focus("package.json")
    await press(" ")
    await waitFor(() => page.state("package.json") === "true", "Space to check package.json")
    expect(page.selected()).to.deep.equal([])
    await press("Enter")
    expect(page.selected()).to.deep.equal(["package.json"])
    expect(page.state("package.json")).to.equal("true")
    await press(" ")
    await waitFor(() => page.state("package.json") === "false", "Space to uncheck it")
    // Space on a folder checks the whole folder, without opening it.
    await press("Home")
    await press(" ")
    await waitFor(() => page.state("node_modules") === "true", "Space to check node_modules")
    expect(page.expanded()).to.deep.equal([])
    expect(page.status()).to.have.string("5 files checked")
  })

  it("unchecks everything with Uncheck All", async () => {
    const { root } = await mount()
    const page = checks(root)
    await click(page.box("node_modules"))
    await click(page.box("README.md"))
    await waitFor(() => page.status().startsWith("6 files checked"), "six files checked")
    await click(page.button("Uncheck All"))
    await waitFor(() => page.status() === "No file checked.", "everything unchecked")
    expect(page.state("node_modules")).to.equal("false")
  })

  it("has no serious accessibility violations with checked and mixed folders", async () => {
    const { root, element } = await mount()
    const page = checks(root)
    await click(page.button("Expand All"))
    await click(page.box("app.tsx"))
    await click(page.box("node_modules"))
    await click(page.node("src"))
    await waitFor(() => page.state("src") === "mixed", "src to be mixed")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
