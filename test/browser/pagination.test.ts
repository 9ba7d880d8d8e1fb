import { expect } from "chai"
import { getAllByRole, getByLabelText, getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  stageOf,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "./helpers"

const nav = (root: ShadowRoot) => getByRole(stageOf(root), "navigation", { name: "Contact pages" })
const button = (root: ShadowRoot, name: string) =>
  getByRole(nav(root), "button", { name }) as HTMLButtonElement
/** The pagination bar as text: page numbers, "…" for ellipses, "[n]" for the current page. */
const bar = (root: ShadowRoot) =>
  [...nav(root).querySelectorAll("[data-part=item], [data-part=ellipsis]")]
    .map((el) =>
      el.getAttribute("aria-current") === "page" ? `[${el.textContent}]` : el.textContent,
    )
    .join(" ")
const rowIds = (root: ShadowRoot) =>
  getAllByRole(getByRole(stageOf(root), "table"), "row")
    .slice(1)
    .map((row) => row.querySelector("td")!.textContent)
    .join(",")
const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index)).join(",")

async function waitForBar(root: ShadowRoot, text: string) {
  await waitFor(() => bar(root) === text, `bar "${text}" (now "${bar(root)}")`)
}

describe("<demo-pagination>", () => {
  afterEach(cleanup)

  it("shows a captioned contacts table, 10 rows per page, with page buttons and an ellipsis", async () => {
    const { root } = await mountDemo("pagination")
    const table = getByRole(stageOf(root), "table", { name: "Contacts" })
    expect(getAllByRole(table, "columnheader").map((header) => header.textContent)).to.deep.equal([
      "ID",
      "First name",
      "Last name",
      "Email",
      "Phone",
    ])
    expect(rowIds(root)).to.equal(ids(1, 10))
    expect(getAllByRole(table, "row")[1]!.textContent).to.contain("ada.abbott1@example.com")
    expect(bar(root)).to.equal("[1] 2 3 4 5 … 100")
    expect(button(root, "previous page").disabled).to.equal(true)
    expect(stageOf(root).textContent).to.contain("Showing 1–10 of 1000 (page 1 of 100)")
  })

  it("changes page with page buttons, Next and Previous, and shows that page's rows", async () => {
    const { root } = await mountDemo("pagination")
    await click(button(root, "page 2"))
    await waitFor(() => rowIds(root) === ids(11, 20), "rows 11 to 20")
    expect(button(root, "page 2").getAttribute("aria-current")).to.equal("page")
    await click(button(root, "next page"))
    await waitFor(() => rowIds(root) === ids(21, 30), "rows 21 to 30")
    await click(button(root, "previous page"))
    await waitFor(() => rowIds(root) === ids(11, 20), "rows 11 to 20 again")
  })

  it("puts ellipses on both sides in the middle and one at the end", async () => {
    const { root } = await mountDemo("pagination")
    await click(button(root, "last page, page 100"))
    await waitForBar(root, "1 … 96 97 98 99 [100]")
    expect(rowIds(root)).to.equal(ids(991, 1000))
    expect(button(root, "next page").disabled).to.equal(true)
    await click(button(root, "page 96"))
    await waitForBar(root, "1 … 95 [96] 97 … 100")
  })

  it("works from the keyboard with Enter and Space", async () => {
    const { root } = await mountDemo("pagination")
    button(root, "next page").focus()
    await expectFocus(button(root, "next page"))
    await press("Enter")
    await waitForBar(root, "1 [2] 3 4 5 … 100")
    await press("Space")
    await waitForBar(root, "1 2 [3] 4 5 … 100")
    button(root, "page 5").focus()
    await press("Enter")
    await waitForBar(root, "1 … 4 [5] 6 … 100")
  })

  it("follows the page size and sibling count controls", async () => {
    const { root, element } = await mountDemo("pagination")
    const pageSize = getByLabelText(within(root), "Page size") as HTMLInputElement
    const siblings = getByLabelText(within(root), "Sibling count") as HTMLInputElement
    expect(pageSize.value).to.equal("10")
    expect(siblings.value).to.equal("1")
    await click(button(root, "last page, page 100"))
    element.setAttribute("page-size", "25")
    // Page 100 no longer exists with 40 pages: zag goes back to the first page.
    await waitForBar(root, "[1] 2 3 4 5 … 40")
    expect(rowIds(root)).to.equal(ids(1, 25))
    element.setAttribute("sibling-count", "2")
    await click(button(root, "page 5"))
    // A gap of one page shows that page instead of an ellipsis.
    await waitForBar(root, "1 2 3 4 [5] 6 7 … 40")
    await click(button(root, "page 7"))
    await waitForBar(root, "1 … 5 6 [7] 8 9 … 40")
  })

  it("shows the page and page size in the Visualizer", async () => {
    const { root } = await mountDemo("pagination")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "page: 1", "page 1")
    expect(visualizerText(root)).to.contain("pageSize: 10")
    expect(visualizerText(root)).to.contain('state: "idle"')
    await click(button(root, "page 3"))
    await waitForVisualizer(root, "page: 3", "page 3")
    expect(visualizerText(root)).to.contain('"SET_PAGE"')
  })

  it("has no serious or critical axe violations on page 3", async () => {
    const { element, root } = await mountDemo("pagination")
    await click(button(root, "page 3"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
