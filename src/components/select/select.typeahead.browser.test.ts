import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-select variant="typeahead">: fruits sharing initials, one disabled. zag's typeahead
 * scenarios (e2e/select.e2e.ts: "should navigate on typeahead", "should select with
 * typeahead", "should cycle selected value with typeahead") ported to these fruits, plus the
 * disabled option typeahead skips.
 */

const mount = () => mountDemo("select", { variant: "typeahead" })

function fruits(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "select"),
    trigger: () => getByRole(all, "combobox", { name: "Fruit" }),
    valueText: () => part(all, "select", "value-text").textContent,
    highlighted: () =>
      root.querySelector('[data-scope="select"][data-part="item"][data-highlighted]')?.textContent,
  }
}

async function open(root: ShadowRoot) {
  await click(fruits(root).trigger())
  await waitFor(() => fruits(root).listbox(), "the list to open")
}

const highlighted = (root: ShadowRoot, name: string) =>
  waitFor(() => fruits(root).highlighted()?.startsWith(name), `${name} highlighted`)

describe('<demo-select variant="typeahead">', () => {
  afterEach(cleanup)

  it("moves the highlight to the option whose label starts with the typed letters", async () => {
    const { root } = await mount()
    await open(root)
    await type("Blu")
    await highlighted(root, "Blueberry")
    expect(fruits(root).valueText()).to.equal("Type a letter")
  })

  it("chooses by typing on the closed, focused trigger", async () => {
    const { root } = await mount()
    fruits(root).trigger().focus()
    await type("Coc")
    await waitFor(() => fruits(root).valueText() === "Coconut", "Coconut chosen")
    expect(fruits(root).listbox()).to.equal(null)
    expect(fruits(root).option("Coconut").getAttribute("data-state")).to.equal("checked")
  })

  it("cycles through the options sharing an initial when the letter repeats", async () => {
    const { root } = await mount()
    fruits(root).trigger().focus()
    await type("a")
    await waitFor(() => fruits(root).valueText() === "Apple", "Apple chosen")
    await type("a")
    await waitFor(() => fruits(root).valueText() === "Apricot", "Apricot chosen")
    await type("a")
    await waitFor(() => fruits(root).valueText() === "Avocado", "Avocado chosen")
  })

  it("skips the disabled option", async () => {
    const { root } = await mount()
    await open(root)
    await type("d")
    await highlighted(root, "Date")
    await type("d")
    await highlighted(root, "Date")
    await type("r")
    expect(fruits(root).highlighted()).not.to.contain("Dragon fruit")
    expect(fruits(root).option("Dragon fruit").getAttribute("aria-disabled")).to.equal("true")
  })

  it("has no serious accessibility violations with the list open", async () => {
    const { root, element } = await mount()
    await open(root)
    await type("g")
    await highlighted(root, "Grape")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
