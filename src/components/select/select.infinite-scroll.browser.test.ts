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
import { optionList } from "../../../test/browser/pages/option-list"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-select variant="infinite-scroll">: 72 products in pages of 15 from a pretend server.
 * What a basic select does not do: start with one page, load the next when the end of the
 * list scrolls into view (by scrolling or by the keyboard highlight), and stop at the last.
 */

const mount = () => mountDemo("select", { variant: "infinite-scroll" })

function catalogue(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "select"),
    trigger: () => getByRole(all, "combobox", { name: "Product" }),
    valueText: () => part(all, "select", "value-text").textContent,
    content: () => part(all, "select", "content"),
    status: () => root.querySelector(".sb-select-status")!.textContent,
    sentinel: () => root.querySelector(".sb-select-sentinel")!.textContent,
  }
}

async function openFirstPage(root: ShadowRoot) {
  await waitFor(
    () => catalogue(root).status() === "15 of 72 products loaded; scroll for more.",
    "the first page",
  )
  await click(catalogue(root).trigger())
  await waitFor(() => catalogue(root).listbox(), "the list to open")
}

function scrollToEnd(root: ShadowRoot) {
  const list = catalogue(root).content()
  list.scrollTop = list.scrollHeight
}

describe('<demo-select variant="infinite-scroll">', () => {
  afterEach(cleanup)

  it("loads the first page at once, saying so, and lists 15 products", async () => {
    const { root } = await mount()
    expect(catalogue(root).status()).to.equal("Loading products…")
    await openFirstPage(root)
    expect(catalogue(root).optionNames()).to.have.length(15)
    expect(catalogue(root).optionNames()[0]).to.equal("Amber Armchair")
    expect(catalogue(root).sentinel()).to.equal("Loading more…")
  })

  it("loads the next page when the end of the list scrolls into view", async () => {
    const { root } = await mount()
    await openFirstPage(root)
    scrollToEnd(root)
    await waitFor(() => catalogue(root).status() === "Loading more products…", "loading more")
    expect(catalogue(root).content().getAttribute("aria-busy")).to.equal("true")
    await waitFor(() => catalogue(root).optionNames().length === 30, "the second page")
    expect(catalogue(root).status()).to.equal("30 of 72 products loaded; scroll for more.")
  })

  it("stops after the last page", async () => {
    const { root } = await mount()
    await openFirstPage(root)
    for (const count of [30, 45, 60, 72]) {
      // Scrolled again while waiting: on a busy machine a page can render after the scroll
      // that asked for it, leaving the end of the list out of view.
      await waitFor(
        () => {
          scrollToEnd(root)
          return catalogue(root).optionNames().length >= count
        },
        `${count} products`,
        6000,
      )
    }
    await waitFor(() => catalogue(root).status() === "All 72 products loaded.", "the end")
    expect(catalogue(root).optionNames()).to.have.length(72)
    expect(catalogue(root).sentinel()).to.equal("End of the catalogue")
    expect(catalogue(root).optionNames().at(-1)).to.equal("Slate Table")
  })

  it("loads more when the keyboard highlight reaches the last option, then chooses", async () => {
    const { root } = await mount()
    await openFirstPage(root)
    await press("End")
    await waitFor(
      () => catalogue(root).highlightedIndex() === 14,
      "the last loaded option highlighted",
    )
    await waitFor(() => catalogue(root).optionNames().length === 30, "the second page")
    await press("ArrowDown")
    await waitFor(() => catalogue(root).highlightedIndex() === 15, "the first of page two")
    const name = catalogue(root).optionNames()[15]!
    await press("Enter")
    await waitFor(() => catalogue(root).valueText() === name, `${name} chosen`)
  })

  it("has no serious accessibility violations while loading more", async () => {
    const { root, element } = await mount()
    await openFirstPage(root)
    scrollToEnd(root)
    await waitFor(() => catalogue(root).status() === "Loading more products…", "loading more")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
