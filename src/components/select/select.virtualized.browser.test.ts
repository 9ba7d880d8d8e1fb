import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
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
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-select variant="virtualized">: 1,027 years, of which only the options in view are
 * in the DOM. What a basic select cannot do: hold a list that long while rendering a dozen
 * options, and keep the highlight rendered as Home/End or typeahead move it far away.
 */

const TOTAL = 1027
/** More than the view and overscan hold, far fewer than the list. */
const WINDOW_MAX = 30

const mount = () => mountDemo("select", { variant: "virtualized" })

function years(root: ShadowRoot) {
  const all = within(root)
  return {
    trigger: () => getByRole(all, "combobox", { name: "Year" }),
    valueText: () => part(all, "select", "value-text").textContent,
    content: () => part(all, "select", "content"),
    options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')],
    option: (year: string) =>
      root.querySelector<HTMLElement>(`[role="option"][data-value="${year}"]`),
    highlighted: () => root.querySelector<HTMLElement>('[role="option"][data-highlighted]'),
  }
}

async function open(root: ShadowRoot) {
  await click(years(root).trigger())
  await waitFor(() => !years(root).content().hidden, "the list to open")
}

function inView(root: ShadowRoot, element: HTMLElement) {
  const list = years(root).content().getBoundingClientRect()
  const box = element.getBoundingClientRect()
  return box.top >= list.top - 1 && box.bottom <= list.bottom + 1
}

async function expectHighlighted(root: ShadowRoot, year: string) {
  const option = await waitFor(
    () => years(root).highlighted()?.dataset.value === year && years(root).highlighted(),
    `${year} highlighted`,
  )
  await waitFor(() => inView(root, option), `${year} in view`)
  return option
}

describe('<demo-select variant="virtualized">', () => {
  afterEach(cleanup)

  it("holds 1,027 years but renders only a window of options", async () => {
    const { root } = await mount()
    await open(root)
    const options = years(root).options()
    expect(options.length).to.be.greaterThan(5)
    expect(options.length).to.be.lessThan(WINDOW_MAX)
    expect(options[0]!.getAttribute("aria-setsize")).to.equal(String(TOTAL))
    expect(options[0]!.dataset.value).to.equal("2026")
    expect(years(root).option("1000")).to.equal(null)
  })

  it("End and Home move the highlight to the last and first year and render them", async () => {
    const { root } = await mount()
    await open(root)
    await press("End")
    const last = await expectHighlighted(root, "1000")
    expect(last.getAttribute("aria-posinset")).to.equal(String(TOTAL))
    expect(years(root).options().length).to.be.lessThan(WINDOW_MAX)
    expect(years(root).option("2026")).to.equal(null)
    await press("Home")
    await expectHighlighted(root, "2026")
  })

  it("typeahead jumps far down the list and Enter chooses that year", async () => {
    const { root } = await mount()
    await open(root)
    await type("18")
    await expectHighlighted(root, "1899")
    await press("Enter")
    await waitFor(() => years(root).valueText() === "1899", "1899 chosen")
    await expectFocus(years(root).trigger())
  })

  it("reopens with the chosen year rendered, highlighted and in view", async () => {
    const { root } = await mount()
    years(root).trigger().focus()
    await press("ArrowUp")
    await expectHighlighted(root, "1000")
    await press("ArrowUp")
    await press("ArrowUp")
    await expectHighlighted(root, "1002")
    await press("Enter")
    await waitFor(() => years(root).valueText() === "1002", "1002 chosen")
    await waitFor(() => years(root).content().hidden, "the list to close")
    await open(root)
    const chosen = await expectHighlighted(root, "1002")
    expect(chosen.getAttribute("aria-selected")).to.equal("true")
  })

  it("renders other rows as the list scrolls", async () => {
    const { root } = await mount()
    await open(root)
    years(root).content().scrollTop = 500 * 32
    const middle = await waitFor(() => years(root).option("1526"), "the year 1526 rendered")
    expect(inView(root, middle)).to.equal(true)
    expect(years(root).options().length).to.be.lessThan(WINDOW_MAX)
  })

  it("has no serious accessibility violations with the list open far down", async () => {
    const { root, element } = await mount()
    await open(root)
    await press("End")
    await expectHighlighted(root, "1000")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
