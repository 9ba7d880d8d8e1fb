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
 * <demo-select variant="controlled-ignore">: the app passes a value and ignores changes.
 * zag's scenario (e2e/select.e2e.ts, "controlled-ignore should keep selectedItems aligned
 * with controlled value") ported, with Apple for its React and Mango for its Vue.
 */

const mount = () => mountDemo("select", { variant: "controlled-ignore" })

function locked(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "select"),
    trigger: () => getByRole(all, "combobox", { name: "Fruit (locked)" }),
    valueText: () => part(all, "select", "value-text").textContent,
    status: () => root.querySelector(".sb-select-status")!.textContent,
  }
}

describe('<demo-select variant="controlled-ignore">', () => {
  afterEach(cleanup)

  it("keeps the chosen items aligned with the app's value when another is picked", async () => {
    const { root } = await mount()
    expect(locked(root).status()).to.equal("App value: apple; chosen items: Apple")
    await click(locked(root).trigger())
    await waitFor(() => locked(root).listbox(), "the list to open")
    await click(locked(root).option("Mango"))
    await waitFor(() => !locked(root).listbox(), "the list to close")
    expect(locked(root).status()).to.equal("App value: apple; chosen items: Apple")
    expect(locked(root).valueText()).to.equal("Apple")
    await click(locked(root).trigger())
    await waitFor(() => locked(root).listbox(), "the list to open again")
    expect(locked(root).option("Apple").getAttribute("aria-selected")).to.equal("true")
    expect(locked(root).option("Mango").getAttribute("aria-selected")).to.equal("false")
  })

  it("ignores a keyboard choice too", async () => {
    const { root } = await mount()
    locked(root).trigger().focus()
    await press("ArrowDown")
    await waitFor(() => locked(root).listbox(), "the list to open")
    await press("ArrowDown")
    await press("ArrowDown")
    await press("Enter")
    await waitFor(() => !locked(root).listbox(), "the list to close")
    expect(locked(root).valueText()).to.equal("Apple")
  })

  it("has no serious accessibility violations with the list open", async () => {
    const { root, element } = await mount()
    await click(locked(root).trigger())
    await waitFor(() => locked(root).listbox(), "the list to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
