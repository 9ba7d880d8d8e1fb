import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
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
 * <demo-select variant="autofill">: a State select in an address form. zag's scenario
 * (e2e/select.e2e.ts, "hidden select / autofill") ported: autofill sets the native select
 * and fires change, as Chrome does, and the select shows that state. Plus what the form then
 * submits, which a basic select does not show.
 */

const mount = () => mountDemo("select", { variant: "autofill" })

function address(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "select"),
    street: () => getByRole(all, "textbox", { name: "Street address" }) as HTMLInputElement,
    trigger: () => getByRole(all, "combobox", { name: "State" }),
    valueText: () => part(all, "select", "value-text").textContent,
    native: () => getByLabelText(all, "State", { selector: "select" }) as HTMLSelectElement,
    submit: () => getByRole(all, "button", { name: "Submit" }),
    sent: () => root.querySelector(".sb-select-status")!.textContent,
  }
}

/** What a browser's address autofill does to the fields it fills. */
function autofill(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value
  field.dispatchEvent(new Event("input", { bubbles: true }))
  field.dispatchEvent(new Event("change", { bubbles: true }))
}

describe('<demo-select variant="autofill">', () => {
  afterEach(cleanup)

  it("names the native select for address autofill, with no state chosen", async () => {
    const { root } = await mount()
    expect(address(root).native().getAttribute("autocomplete")).to.equal("address-level1")
    expect(address(root).native().name).to.equal("state")
    expect(address(root).native().value).to.equal("")
    expect(address(root).street().autocomplete).to.equal("street-address")
    expect(address(root).valueText()).to.equal("Select a state")
  })

  it("syncs the value when the hidden select changes externally, as autofill does", async () => {
    const { root } = await mount()
    autofill(address(root).street(), "1 Market Street")
    autofill(address(root).native(), "CA")
    await waitFor(() => address(root).valueText() === "California", "California shown")
    await click(address(root).trigger())
    await waitFor(() => address(root).listbox(), "the list to open")
    expect(address(root).option("California").getAttribute("aria-selected")).to.equal("true")
  })

  it("submits the street and the autofilled state, and shows them", async () => {
    const { root } = await mount()
    expect(address(root).sent()).to.equal("Nothing submitted yet.")
    autofill(address(root).street(), "1 Market Street")
    autofill(address(root).native(), "TX")
    await waitFor(() => address(root).valueText() === "Texas", "Texas shown")
    await click(address(root).submit())
    await waitFor(
      () => address(root).sent() === "Submitted: street = “1 Market Street”, state = “TX”",
      "the submission",
    )
  })

  it("submits no state while none is chosen, and the one chosen by hand", async () => {
    const { root } = await mount()
    await click(address(root).street())
    await type("5 Pine Road")
    await click(address(root).submit())
    // zag leaves the native select with no option selected: the form sends no state at all.
    await waitFor(
      () => address(root).sent() === "Submitted: street = “5 Pine Road”",
      "the street alone submitted",
    )
    await click(address(root).trigger())
    await waitFor(() => address(root).listbox(), "the list to open")
    await click(address(root).option("Oregon"))
    await waitFor(() => address(root).native().value === "OR", "the native select set")
    await click(address(root).submit())
    await waitFor(
      () => address(root).sent() === "Submitted: street = “5 Pine Road”, state = “OR”",
      "Oregon submitted",
    )
  })

  it("has no serious accessibility violations, autofilled and open", async () => {
    const { root, element } = await mount()
    autofill(address(root).native(), "NY")
    await waitFor(() => address(root).valueText() === "New York", "New York shown")
    await click(address(root).trigger())
    await waitFor(() => address(root).listbox(), "the list to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
