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
 * <demo-select variant="async">: the fruits come from a pretend server after a delay. What a
 * basic select does not have: a loading state (trigger, status, a busy list) before the
 * options, and a reload that keeps the chosen value.
 */

const mount = () => mountDemo("select", { variant: "async" })

function fruits(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "select"),
    trigger: () => getByRole(all, "combobox", { name: "Fruit" }),
    valueText: () => part(all, "select", "value-text").textContent,
    content: () => part(all, "select", "content"),
    status: () => root.querySelector(".sb-select-status")!.textContent,
    reload: () => getByRole(all, "button", { name: "Reload" }) as HTMLButtonElement,
    native: () => root.querySelector<HTMLSelectElement>('select[name="fruit"]')!,
  }
}

describe('<demo-select variant="async">', () => {
  afterEach(cleanup)

  it("shows its loading state, then the options the server sent", async () => {
    const { root } = await mount()
    expect(fruits(root).status()).to.equal("Loading fruits…")
    expect(fruits(root).valueText()).to.equal("Loading fruits…")
    await click(fruits(root).trigger())
    await waitFor(() => fruits(root).listbox(), "the list to open")
    expect(fruits(root).content().getAttribute("aria-busy")).to.equal("true")
    expect(fruits(root).optionNames()).to.deep.equal([])
    await waitFor(() => fruits(root).status() === "7 fruits loaded.", "the fruits to arrive")
    expect(fruits(root).content().getAttribute("aria-busy")).to.equal("false")
    expect(fruits(root).optionNames()).to.deep.equal([
      "Apple",
      "Banana",
      "Cherry",
      "Grape",
      "Mango",
      "Orange",
      "Pineapple",
    ])
    expect(fruits(root).valueText()).to.equal("Select a fruit")
    expect(fruits(root).native().options.length).to.equal(7)
  })

  it("chooses a loaded option, and keeps it through a reload", async () => {
    const { root } = await mount()
    await waitFor(() => fruits(root).status() === "7 fruits loaded.", "the fruits to arrive")
    await click(fruits(root).trigger())
    await waitFor(() => fruits(root).listbox(), "the list to open")
    await click(fruits(root).option("Mango"))
    await waitFor(() => fruits(root).valueText() === "Mango", "Mango chosen")
    expect(fruits(root).native().value).to.equal("mango")
    await click(fruits(root).reload())
    await waitFor(() => fruits(root).status() === "Loading fruits…", "the reload to start")
    expect(fruits(root).reload().disabled).to.equal(true)
    expect(fruits(root).valueText()).to.equal("Mango")
    await waitFor(() => fruits(root).status() === "7 fruits loaded.", "the reload to end")
    expect(fruits(root).valueText()).to.equal("Mango")
    expect(fruits(root).option("Mango").getAttribute("aria-selected")).to.equal("true")
  })

  it("has no serious accessibility violations while loading or with the options open", async () => {
    const { root, element } = await mount()
    await click(fruits(root).trigger())
    await waitFor(() => fruits(root).listbox(), "the list to open")
    expect(await seriousViolations(element)).to.deep.equal([])
    await waitFor(() => fruits(root).optionNames().length === 7, "the fruits to arrive")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
