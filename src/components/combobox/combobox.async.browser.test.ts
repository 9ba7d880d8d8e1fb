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
 * <demo-combobox variant="async">: the countries come from a pretend server after a delay.
 * zag's async scenarios (e2e/combobox.e2e.ts, "[composition] async list …") ported, with
 * what a basic combobox does not have: a loading state before the answer, then its items.
 */

const mount = () => mountDemo("combobox", { variant: "async" })

function search(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    input: () => getByRole(all, "combobox", { name: "Search countries" }) as HTMLInputElement,
    toggle: () => getByRole(all, "button", { name: "Toggle suggestions", hidden: true }),
    /** The widget's status line (zag's live announcer and the toolbar have their own). */
    status: () => root.querySelector(".sb-combobox-status")!.textContent,
    selected: () => root.querySelector(".sb-combobox-selected")!.textContent,
    content: () => root.querySelector<HTMLElement>('[data-scope="combobox"][data-part="content"]')!,
  }
}

const LAN = [
  "Finland",
  "Iceland",
  "Ireland",
  "Netherlands",
  "New Zealand",
  "Poland",
  "Switzerland",
  "Thailand",
]

describe('<demo-combobox variant="async">', () => {
  afterEach(cleanup)

  it("says it is loading at first, then lists what the server sent", async () => {
    const { root } = await mount()
    expect(search(root).status()).to.equal("Loading countries…")
    expect(search(root).optionNames()).to.deep.equal([])
    await waitFor(() => search(root).status() === "64 countries found.", "the first answer")
    await click(search(root).toggle())
    await waitFor(() => search(root).listbox(), "the list to open")
    expect(search(root).optionNames()).to.have.length(64)
  })

  it("filters server results as the user types, loading in between", async () => {
    const { root } = await mount()
    await waitFor(() => search(root).status() === "64 countries found.", "the first answer")
    await click(search(root).input())
    await type("lan")
    await waitFor(() => search(root).listbox(), "the list to open")
    // The earlier answer stays listed, marked busy, until the new one comes.
    expect(search(root).status()).to.equal("Loading countries…")
    expect(search(root).content().getAttribute("aria-busy")).to.equal("true")
    await waitFor(() => search(root).status() === "8 countries found.", "the answer for lan")
    expect(search(root).content().getAttribute("aria-busy")).to.equal("false")
    expect(search(root).optionNames()).to.deep.equal(LAN)
    expect(search(root).optionNames()).not.to.include("Kenya")
  })

  it("selects a fetched item", async () => {
    const { root } = await mount()
    await click(search(root).input())
    await type("ken")
    await waitFor(() => search(root).status() === "1 country found.", "the answer for ken")
    await waitFor(() => search(root).listbox(), "the list to open")
    await click(search(root).option("Kenya"))
    await waitFor(() => search(root).input().value === "Kenya", "Kenya in the input")
    expect(search(root).selected()).to.equal("Selected: Kenya")
  })

  it("shows only the answer to the latest query, and says when nothing matches", async () => {
    const { root } = await mount()
    await click(search(root).input())
    await type("gh")
    await waitFor(() => search(root).status() === "1 country found.", "the answer for gh")
    expect(search(root).optionNames()).to.deep.equal(["Ghana"])
    await type("zz")
    await waitFor(() => search(root).status() === "No country matches “ghzz”.", "no match")
    expect(search(root).optionNames()).to.deep.equal([])
  })

  it("chooses with the keyboard once the answer is in", async () => {
    const { root } = await mount()
    await click(search(root).input())
    await type("to")
    await waitFor(() => search(root).status() === "3 countries found.", "the answer for to")
    await press("ArrowDown")
    await press("ArrowDown")
    await press("Enter")
    await waitFor(() => search(root).input().value === "Togo", "Togo chosen")
    expect(search(root).selected()).to.equal("Selected: Togo")
  })

  it("has no serious accessibility violations while loading or with the list open", async () => {
    const { root, element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(search(root).input())
    await type("an")
    await waitFor(() => search(root).listbox(), "the list to open")
    await waitFor(() => search(root).status()!.endsWith("found."), "the answer for an")
    await press("ArrowDown")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
