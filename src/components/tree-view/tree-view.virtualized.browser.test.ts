import { expect } from "chai"
import {
  click,
  cleanup,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
} from "../../../test/browser/helpers"
import { treeView } from "./tree-view.page"

/*
 * <demo-tree-view variant="virtualized">: zag's virtualized page (no e2e file targets it).
 * What a basic tree cannot do: hold 1,050 nodes while only the rows in view are in the DOM,
 * and keep keyboard focus moving past the rendered window.
 */

const mount = () => mountDemo("tree-view", { variant: "virtualized" })

function big(root: ShadowRoot) {
  const page = treeView(root)
  return {
    ...page,
    rows: () => [...root.querySelectorAll<HTMLElement>('[role="treeitem"]')],
    values: () =>
      [...root.querySelectorAll<HTMLElement>('[role="treeitem"]')].map((row) => row.dataset.value),
    shown: () => root.querySelector(".sb-tree-status")!.textContent,
    has: (value: string) => root.querySelector(`[role="treeitem"][data-value="${value}"]`) !== null,
  }
}

describe('<demo-tree-view variant="virtualized">', () => {
  afterEach(cleanup)

  it("renders only a window of its 50 top folders", async () => {
    const { root } = await mount()
    const page = big(root)
    expect(page.shown()).to.equal("50 nodes shown")
    await waitFor(() => page.rows().length > 0, "the first rows")
    expect(page.rows().length).to.be.lessThan(25)
    expect(page.values()[0]).to.equal("module-01")
    expect(page.has("module-50")).to.equal(false)
  })

  it("shows 1,050 nodes when all is expanded, still rendering a window", async () => {
    const { root } = await mount()
    const page = big(root)
    await click(page.button("Expand All"))
    await waitFor(() => page.shown() === "1,050 nodes shown", "every node to be shown")
    expect(page.rows().length).to.be.lessThan(25)
    const [folder, file] = page.rows()
    expect(folder!.getAttribute("aria-level")).to.equal("1")
    expect(folder!.getAttribute("aria-expanded")).to.equal("true")
    expect(folder!.getAttribute("aria-setsize")).to.equal("50")
    expect(file!.dataset.value).to.equal("module-01/file-01.ts")
    expect(file!.getAttribute("aria-level")).to.equal("2")
    expect(file!.getAttribute("aria-setsize")).to.equal("20")
    expect(file!.getAttribute("aria-posinset")).to.equal("1")

    // Scrolled to the end, the last rows replace the first.
    const box = page.tree()
    box.scrollTop = box.scrollHeight
    await waitFor(() => page.has("module-50/file-20.ts"), "the last file to be rendered")
    expect(page.has("module-01")).to.equal(false)
    expect(page.rows().length).to.be.lessThan(25)
  })

  it("moves focus past the rendered window with the arrows, End and Home", async () => {
    const { root } = await mount()
    const page = big(root)
    await click(page.button("Expand All"))
    await waitFor(() => page.shown() === "1,050 nodes shown", "every node to be shown")
    await page.focus("module-01")
    for (let i = 0; i < 25; i++) await press("ArrowDown")
    // module-01, its 20 files, module-02 and its first three files.
    await waitFor(() => page.focused() === "module-02/file-04.ts", "focus 25 rows down")
    await press("End")
    await waitFor(() => page.focused() === "module-50/file-20.ts", "End to focus the last file")
    expect(page.has("module-01")).to.equal(false)
    await press("Home")
    await waitFor(() => page.focused() === "module-01", "Home to focus the first folder")
    expect(page.has("module-50/file-20.ts")).to.equal(false)
    expect(page.rows().length).to.be.lessThan(25)
  })

  it("collapses back to the 50 folders", async () => {
    const { root } = await mount()
    const page = big(root)
    await click(page.button("Expand All"))
    await waitFor(() => page.shown() === "1,050 nodes shown", "every node to be shown")
    await click(page.button("Collapse All"))
    await waitFor(() => page.shown() === "50 nodes shown", "only the folders")
    expect(page.values().every((value) => !value?.includes("/"))).to.equal(true)
  })

  it("has no serious accessibility violations, collapsed or expanded", async () => {
    const { root, element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(big(root).button("Expand All"))
    await waitFor(() => big(root).shown() === "1,050 nodes shown", "every node to be shown")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
