import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  resetMouse,
  seriousViolations,
  type,
  waitForValue,
  within,
} from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"

/*
 * <demo-listbox variant="search">: a field filters the countries to those whose names start
 * with what is typed, the first match highlighted, and the keys act on the list from the field.
 */

const page = (root: ShadowRoot) => {
  const items = () => parts(root, "listbox", "item")
  const nameOf = (item: HTMLElement) => part(item, "listbox", "item-text").textContent
  return {
    field: () =>
      getByRole<HTMLInputElement>(within(root), "searchbox", { name: "Search countries" }),
    list: () => getByRole(within(root), "listbox", { name: "Countries" }),
    names: () => items().map(nameOf).join(", "),
    highlighted: () => {
      const found = items().find((item) => item.hasAttribute("data-highlighted"))
      return found ? nameOf(found) : null
    },
    status: () => getByRole(within(root), "status").textContent,
    valueText: () => part(root, "listbox", "value-text").textContent,
  }
}

async function search(text: string) {
  const mounted = await mountDemo("listbox", { variant: "search" })
  const demo = page(mounted.root)
  await click(demo.field())
  await expectFocus(demo.field())
  await type(text)
  return { ...mounted, demo }
}

describe('<demo-listbox variant="search">', () => {
  afterEach(async () => {
    await resetMouse()
    cleanup()
  })

  it("narrows the list to the names starting with the search, ignoring case", async () => {
    const { demo } = await search("united")
    await waitForValue(
      () => demo.names(),
      "United Arab Emirates, United Kingdom, United States Minor Outlying Islands, United States",
      "the four Uniteds",
    )
    expect(demo.status()).to.equal("4 countries")
  })

  it("highlights the first match and selects it with Enter, focus staying in the field", async () => {
    const { demo } = await search("ARM")
    await waitForValue(() => demo.names(), "Armenia", "only Armenia left")
    await waitForValue(() => demo.highlighted(), "Armenia", "Armenia highlighted")
    expect(demo.field().getAttribute("aria-activedescendant")).to.equal(
      demo.list().querySelector('[data-value="AM"]')!.id,
    )
    await press("Enter")
    await waitForValue(() => demo.valueText(), "Armenia", "Armenia selected")
    await expectFocus(demo.field())
  })

  it("moves the highlight through the matches with the arrow keys from the field", async () => {
    const { demo } = await search("united")
    await waitForValue(() => demo.highlighted(), "United Arab Emirates", "the first highlighted")
    await press("ArrowDown")
    await waitForValue(() => demo.highlighted(), "United Kingdom", "the second highlighted")
    await press("Enter")
    await waitForValue(() => demo.valueText(), "United Kingdom", "United Kingdom selected")
    expect(demo.field().value).to.equal("united")
  })

  it("says so when no country matches", async () => {
    const { demo } = await search("qx")
    await waitForValue(() => demo.status(), "No country starts with “qx”.", "the empty message")
    expect(demo.names()).to.equal("")
  })

  it("has no serious accessibility violations", async () => {
    const { element, demo } = await search("a")
    await waitForValue(() => demo.highlighted(), "Andorra", "Andorra highlighted")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
