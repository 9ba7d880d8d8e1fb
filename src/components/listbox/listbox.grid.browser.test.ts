import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  clickOnHostPage,
  expectFocus,
  mountDemo,
  press,
  resetMouse,
  seriousViolations,
  waitForValue,
  within,
  type MountedDemo,
} from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"

/*
 * <demo-listbox variant="grid">: twelve countries three to a row (AD AE AF / AG AI AL /
 * AM AO AQ / AR AT AU). The list demo's ArrowDown goes to the next country; here it goes to
 * the one below.
 */

const grid = (root: ShadowRoot) => {
  const items = () => parts(root, "listbox", "item")
  const nameOf = (item: HTMLElement) => part(item, "listbox", "item-text").textContent
  return {
    list: () => getByRole(within(root), "listbox", { name: "Country codes" }),
    items,
    option: (code: string) => items().find((item) => item.dataset.value === code)!,
    highlighted: () => {
      const found = items().find((item) => item.hasAttribute("data-highlighted"))
      return found ? nameOf(found) : null
    },
  }
}

async function tabToGrid(demo: MountedDemo) {
  await clickOnHostPage(demo.element)
  await press("Tab")
  await expectFocus(grid(demo.root).list())
  await highlighted(demo.root, "Andorra")
  return grid(demo.root)
}

const highlighted = (root: ShadowRoot, name: string) =>
  waitForValue(() => grid(root).highlighted(), name, `${name} highlighted`)

describe('<demo-listbox variant="grid">', () => {
  afterEach(async () => {
    await resetMouse()
    cleanup()
  })

  it("lays the twelve countries out three to a row", async () => {
    const { root } = await mountDemo("listbox", { variant: "grid" })
    const list = grid(root)
    expect(list.list().dataset.layout).to.equal("grid")
    expect(list.items()).to.have.length(12)
    const box = (code: string) => list.option(code).getBoundingClientRect()
    const [first, second, fourth] = [box("AD"), box("AE"), box("AG")]
    expect(second.top, "AE beside AD").to.equal(first.top)
    expect(second.left).to.be.greaterThan(first.left)
    expect(fourth.left, "AG under AD").to.equal(first.left)
    expect(fourth.top).to.be.greaterThan(first.bottom - 1)
  })

  it("moves down and up a column, and along a row, with the arrow keys", async () => {
    const demo = await mountDemo("listbox", { variant: "grid" })
    const list = await tabToGrid(demo)
    await press("ArrowDown")
    await highlighted(demo.root, "Antigua and Barbuda")
    expect(list.list().getAttribute("aria-activedescendant")).to.equal(list.option("AG").id)
    await press("ArrowRight")
    await highlighted(demo.root, "Anguilla")
    await press("ArrowDown")
    await highlighted(demo.root, "Angola")
    await press("ArrowUp")
    await highlighted(demo.root, "Anguilla")
    await press("ArrowUp")
    await highlighted(demo.root, "United Arab Emirates")
    await press("ArrowLeft")
    await highlighted(demo.root, "Andorra")
  })

  it("selects the highlighted cell with Enter", async () => {
    const demo = await mountDemo("listbox", { variant: "grid" })
    const list = await tabToGrid(demo)
    await press("ArrowDown")
    await press("ArrowDown")
    await highlighted(demo.root, "Armenia")
    await press("Enter")
    await waitForValue(() => list.option("AM").dataset.state, "checked", "Armenia checked")
    const valueText = part(demo.root, "listbox", "value-text")
    expect(valueText.textContent).to.equal("Armenia")
  })

  it("has no serious accessibility violations", async () => {
    const demo = await mountDemo("listbox", { variant: "grid" })
    await tabToGrid(demo)
    expect(await seriousViolations(demo.element)).to.deep.equal([])
  })
})
