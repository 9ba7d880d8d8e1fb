import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"

/*
 * <demo-combobox variant="controlled-ignore">: the app passes a value and ignores changes.
 * zag's scenario (e2e/combobox.e2e.ts, "[composition] controlled-ignore should keep
 * selectedItems aligned with controlled value") ported, with Kenya for its React and Togo
 * for its Vue.
 */

const mount = () => mountDemo("combobox", { variant: "controlled-ignore" })

function locked(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    input: () => getByRole(all, "combobox", { name: "Countries (locked)" }) as HTMLInputElement,
    toggle: () => getByRole(all, "button", { name: "Toggle suggestions", hidden: true }),
    status: () => root.querySelector(".sb-combobox-selected")!.textContent,
  }
}

describe('<demo-combobox variant="controlled-ignore">', () => {
  afterEach(cleanup)

  it("keeps the chosen items aligned with the app's value when another is picked", async () => {
    const { root } = await mount()
    expect(locked(root).status()).to.equal("App value: KE; chosen items: Kenya")
    await click(locked(root).toggle())
    await waitFor(() => locked(root).listbox(), "the list to open")
    await click(locked(root).option("Togo"))
    expect(locked(root).status()).to.equal("App value: KE; chosen items: Kenya")
    expect(locked(root).option("Togo").getAttribute("aria-selected")).to.equal("false")
    expect(locked(root).option("Kenya").getAttribute("aria-selected")).to.equal("true")
  })

  it("ignores a keyboard choice after a search, and unchoosing the locked one", async () => {
    const { root } = await mount()
    await click(locked(root).input())
    await type("to")
    await waitFor(() => locked(root).optionNames().length === 3, "three matches")
    await press("ArrowDown")
    await press("Enter")
    await waitFor(() => locked(root).input().value === "", "the input cleared")
    expect(locked(root).status()).to.equal("App value: KE; chosen items: Kenya")
    await click(locked(root).option("Kenya"))
    expect(locked(root).status()).to.equal("App value: KE; chosen items: Kenya")
  })

  it("has no serious accessibility violations with the list open", async () => {
    const { root, element } = await mount()
    await click(locked(root).toggle())
    await waitFor(() => locked(root).listbox(), "the list to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
