import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
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
} from "../../../test/browser/helpers"
import { pagination } from "./pagination.page"

const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index)).join(",")

async function waitForBar(root: ShadowRoot, text: string) {
  await waitFor(
    () => pagination(root).bar() === text,
    `bar "${text}" (now "${pagination(root).bar()}")`,
  )
}

describe("<demo-pagination>", () => {
  afterEach(cleanup)

  it("shows a captioned contacts table, 10 rows per page, with page buttons and an ellipsis", async () => {
    const { root } = await mountDemo("pagination")
    expect(pagination(root).columnNames()).to.deep.equal([
      "ID",
      "First name",
      "Last name",
      "Email",
      "Phone",
    ])
    expect(pagination(root).rowIds()).to.equal(ids(1, 10))
    expect(pagination(root).rows()[0]!.textContent).to.contain("ada.abbott1@example.com")
    expect(pagination(root).bar()).to.equal("[1] 2 3 4 5 … 100")
    expect(pagination(root).button("previous page").disabled).to.equal(true)
    expect(stageOf(root).textContent).to.contain("Showing 1–10 of 1000 (page 1 of 100)")
  })

  it("changes page with page buttons, Next and Previous, and shows that page's rows", async () => {
    const { root } = await mountDemo("pagination")
    await click(pagination(root).button("page 2"))
    await waitFor(() => pagination(root).rowIds() === ids(11, 20), "rows 11 to 20")
    expect(pagination(root).button("page 2").getAttribute("aria-current")).to.equal("page")
    await click(pagination(root).button("next page"))
    await waitFor(() => pagination(root).rowIds() === ids(21, 30), "rows 21 to 30")
    await click(pagination(root).button("previous page"))
    await waitFor(() => pagination(root).rowIds() === ids(11, 20), "rows 11 to 20 again")
  })

  it("puts ellipses on both sides in the middle and one at the end", async () => {
    const { root } = await mountDemo("pagination")
    await click(pagination(root).button("last page, page 100"))
    await waitForBar(root, "1 … 96 97 98 99 [100]")
    expect(pagination(root).rowIds()).to.equal(ids(991, 1000))
    expect(pagination(root).button("next page").disabled).to.equal(true)
    await click(pagination(root).button("page 96"))
    await waitForBar(root, "1 … 95 [96] 97 … 100")
  })

  it("works from the keyboard with Enter and Space", async () => {
    const { root } = await mountDemo("pagination")
    pagination(root).button("next page").focus()
    await expectFocus(pagination(root).button("next page"))
    await press("Enter")
    await waitForBar(root, "1 [2] 3 4 5 … 100")
    await press("Space")
    await waitForBar(root, "1 2 [3] 4 5 … 100")
    pagination(root).button("page 5").focus()
    await press("Enter")
    await waitForBar(root, "1 … 4 [5] 6 … 100")
  })

  it("follows the page size and sibling count controls", async () => {
    const { root, element } = await mountDemo("pagination")
    const pageSize = getByLabelText(within(root), "Page size") as HTMLInputElement
    const siblings = getByLabelText(within(root), "Sibling count") as HTMLInputElement
    expect(pageSize.value).to.equal("10")
    expect(siblings.value).to.equal("1")
    await click(pagination(root).button("last page, page 100"))
    element.setAttribute("page-size", "25")
    // Page 100 no longer exists with 40 pages: zag goes back to the first page.
    await waitForBar(root, "[1] 2 3 4 5 … 40")
    expect(pagination(root).rowIds()).to.equal(ids(1, 25))
    element.setAttribute("sibling-count", "2")
    await click(pagination(root).button("page 5"))
    // A gap of one page shows that page instead of an ellipsis.
    await waitForBar(root, "1 2 3 4 [5] 6 7 … 40")
    await click(pagination(root).button("page 7"))
    await waitForBar(root, "1 … 5 6 [7] 8 9 … 40")
  })

  it("shows the page and page size in the Visualizer", async () => {
    const { root } = await mountDemo("pagination")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "page: 1", "page 1")
    expect(visualizerText(root)).to.contain("pageSize: 10")
    expect(visualizerText(root)).to.contain('state: "idle"')
    await click(pagination(root).button("page 3"))
    await waitForVisualizer(root, "page: 3", "page 3")
    expect(visualizerText(root)).to.contain('"SET_PAGE"')
  })

  it("has no serious or critical axe violations on page 3", async () => {
    const { element, root } = await mountDemo("pagination")
    await click(pagination(root).button("page 3"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
