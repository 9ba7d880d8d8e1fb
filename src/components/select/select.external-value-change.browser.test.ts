import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-select variant="external-value-change">: the app holds the value and sets it from a
 * button, while another button changes the options. zag's scenario (e2e/select.e2e.ts,
 * "external value change should keep item selection in sync") ported, with fruits for its
 * frameworks: change the options, set the value from outside, and the item is checked.
 */

const mount = () => mountDemo("select", { variant: "external-value-change" })

function fruits(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "select"),
    trigger: () => getByRole(all, "combobox", { name: "Fruit" }),
    valueText: () => part(all, "select", "value-text").textContent,
    button: (name: string) => getByRole(all, "button", { name }),
    status: () => root.querySelector(".sb-select-status")!.textContent,
  }
}

describe('<demo-select variant="external-value-change">', () => {
  afterEach(cleanup)

  it("starts with the app's value, Apple", async () => {
    const { root } = await mount()
    expect(fruits(root).valueText()).to.equal("Apple")
    expect(fruits(root).status()).to.equal("App value: apple; chosen items: Apple")
  })

  it("keeps the item selection in sync when the options change and the value is set outside", async () => {
    const { root } = await mount()
    await click(fruits(root).button("Stop offering Banana"))
    await waitFor(() => fruits(root).button("Offer Banana again"), "Banana gone")
    await click(fruits(root).button("Set to Cherry"))
    await waitFor(() => fruits(root).valueText() === "Cherry", "Cherry in the trigger")
    expect(fruits(root).status()).to.equal("App value: cherry; chosen items: Cherry")
    await click(fruits(root).trigger())
    await waitFor(() => fruits(root).listbox(), "the list to open")
    expect(fruits(root).optionNames()).not.to.include("Banana")
    const cherry = fruits(root).option("Cherry")
    expect(cherry.getAttribute("data-state")).to.equal("checked")
    expect(cherry.getAttribute("aria-selected")).to.equal("true")
    expect(fruits(root).option("Apple").getAttribute("data-state")).to.equal("unchecked")
  })

  it("a choice in the list updates the app's value", async () => {
    const { root } = await mount()
    await click(fruits(root).trigger())
    await waitFor(() => fruits(root).listbox(), "the list to open")
    await click(fruits(root).option("Mango"))
    await waitFor(() => fruits(root).status() === "App value: mango; chosen items: Mango", "Mango")
    expect(fruits(root).valueText()).to.equal("Mango")
  })

  it("has no serious accessibility violations with the list open", async () => {
    const { root, element } = await mount()
    await click(fruits(root).button("Set to Cherry"))
    await click(fruits(root).trigger())
    await waitFor(() => fruits(root).listbox(), "the list to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
