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

/*
 * <demo-combobox variant="rehydrate">: a saved value (Kenya's code) before the options that
 * label it have loaded. What a basic combobox, whose options are there from the start, never
 * shows: the value without a label while loading, then the label once the options arrive.
 */

const mount = () => mountDemo("combobox", { variant: "rehydrate" })

function home(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    input: () => getByRole(all, "combobox", { name: "Home country" }) as HTMLInputElement,
    toggle: () => getByRole(all, "button", { name: "Toggle suggestions", hidden: true }),
    status: () => root.querySelector(".sb-combobox-status")!.textContent,
    saved: () => root.querySelector(".sb-combobox-selected")!.textContent,
  }
}

describe('<demo-combobox variant="rehydrate">', () => {
  afterEach(cleanup)

  it("holds the saved code while loading, and shows its label once the options arrive", async () => {
    const { root } = await mount()
    expect(home(root).status()).to.equal("Loading countries…")
    expect(home(root).saved()).to.equal("Saved value: KE; shown as: nothing yet")
    expect(home(root).input().value).to.equal("")
    await waitFor(() => home(root).input().value === "Kenya", "Kenya in the input")
    expect(home(root).saved()).to.equal("Saved value: KE; shown as: Kenya")
    expect(home(root).status()).to.equal("64 countries loaded.")
  })

  it("marks the restored country as selected in the list", async () => {
    const { root } = await mount()
    await waitFor(() => home(root).input().value === "Kenya", "Kenya in the input")
    await click(home(root).toggle())
    await waitFor(() => home(root).listbox(), "the list to open")
    expect(home(root).option("Kenya").getAttribute("aria-selected")).to.equal("true")
    await click(home(root).option("Ghana"))
    await waitFor(() => home(root).input().value === "Ghana", "Ghana chosen")
    expect(home(root).saved()).to.equal("Saved value: GH; shown as: Ghana")
  })

  it("has no serious accessibility violations while loading or restored", async () => {
    const { root, element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await waitFor(() => home(root).input().value === "Kenya", "Kenya in the input")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
