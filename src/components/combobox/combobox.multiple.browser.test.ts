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
import { optionList } from "../../../test/browser/pages/option-list"

/*
 * <demo-combobox variant="multiple">: several countries from one input. zag's scenarios
 * (e2e/combobox.e2e.ts, "combobox / multiple") ported: choosing the same country again
 * unchooses it, unless removeSelected takes chosen countries out of the list.
 */

function countries(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    input: () => getByRole(all, "combobox", { name: "Select countries" }) as HTMLInputElement,
    toggle: () => getByRole(all, "button", { name: "Toggle suggestions", hidden: true }),
    clear: () => getByRole(all, "button", { name: "Clear value" }),
    chosen: () => root.querySelector(".sb-combobox-selected")!.textContent,
    highlighted: () =>
      root.querySelector('[data-scope="combobox"][data-part="item"][data-highlighted]')
        ?.textContent,
  }
}

async function typeAndHighlightEstonia(root: ShadowRoot) {
  await click(countries(root).input())
  await type("to")
  await waitFor(() => countries(root).optionNames().length === 3, "three matches for to")
  await press("ArrowDown")
  await waitFor(() => countries(root).highlighted()?.startsWith("Estonia"), "Estonia highlighted")
}

describe('<demo-combobox variant="multiple">', () => {
  afterEach(cleanup)

  it("toggles the same country: Enter chooses it, Enter again unchooses it", async () => {
    const { root } = await mountDemo("combobox", { variant: "multiple" })
    expect(countries(root).chosen()).to.equal("Chosen (0): none")
    await typeAndHighlightEstonia(root)
    await press("Enter")
    await waitFor(() => countries(root).chosen() === "Chosen (1): Estonia", "Estonia chosen")
    // The list stays open and the input clears for the next search.
    expect(countries(root).listbox()).to.not.equal(null)
    expect(countries(root).input().value).to.equal("")
    await press("Enter")
    await waitFor(() => countries(root).chosen() === "Chosen (0): none", "Estonia unchosen")
  })

  it("with removeSelected, a chosen country leaves the list and Enter cannot unchoose it", async () => {
    const { root } = await mountDemo("combobox", { variant: "multiple", "remove-selected": "" })
    await typeAndHighlightEstonia(root)
    await press("Enter")
    await waitFor(() => countries(root).chosen() === "Chosen (1): Estonia", "Estonia chosen")
    await waitFor(() => !countries(root).optionNames().includes("Estonia"), "Estonia gone")
    await press("Enter")
    expect(countries(root).chosen()).to.equal("Chosen (1): Estonia")
  })

  it("chooses several by click, all marked selected in a multiselectable list", async () => {
    const { root } = await mountDemo("combobox", { variant: "multiple" })
    await click(countries(root).toggle())
    const list = await waitFor(() => countries(root).listbox(), "the list to open")
    expect(list.getAttribute("aria-multiselectable")).to.equal("true")
    await click(countries(root).option("Kenya"))
    await click(countries(root).option("Togo"))
    await waitFor(() => countries(root).chosen() === "Chosen (2): Kenya, Togo", "two chosen")
    expect(countries(root).listbox()).to.not.equal(null)
    expect(countries(root).option("Kenya").getAttribute("aria-selected")).to.equal("true")
    expect(countries(root).option("Togo").getAttribute("aria-selected")).to.equal("true")
    expect(countries(root).option("Chile").getAttribute("aria-selected")).to.equal("false")
    await click(countries(root).option("Kenya"))
    await waitFor(() => countries(root).chosen() === "Chosen (1): Togo", "Kenya unchosen")
  })

  it("empties the whole value with the clear button", async () => {
    const { root } = await mountDemo("combobox", { variant: "multiple" })
    await click(countries(root).toggle())
    await waitFor(() => countries(root).listbox(), "the list to open")
    await click(countries(root).option("Ghana"))
    await click(countries(root).option("Peru"))
    await waitFor(() => countries(root).chosen() === "Chosen (2): Ghana, Peru", "two chosen")
    await press("Escape")
    await waitFor(() => !countries(root).listbox(), "the list to close")
    await click(countries(root).clear())
    await waitFor(() => countries(root).chosen() === "Chosen (0): none", "nothing chosen")
    await expectFocus(countries(root).input())
  })

  it("has no serious accessibility violations with several chosen and the list open", async () => {
    const { root, element } = await mountDemo("combobox", { variant: "multiple" })
    await typeAndHighlightEstonia(root)
    await press("Enter")
    await waitFor(() => countries(root).chosen() === "Chosen (1): Estonia", "Estonia chosen")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
