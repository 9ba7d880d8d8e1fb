import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
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
 * <demo-select variant="combobox">: a select-like button whose popup holds a search box. What
 * a basic select cannot do: filter its options by typed text, from a box inside the popup.
 */

const mount = () => mountDemo("select", { variant: "combobox" })

function picker(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    trigger: () => getByRole(all, "button", { name: /^Country / }),
    popup: () => queryByRole(all, "dialog"),
    search: () => getByRole(all, "combobox", { name: "Search countries" }) as HTMLInputElement,
    highlighted: () =>
      root.querySelector('[data-scope="combobox"][data-part="item"][data-highlighted]')
        ?.textContent,
  }
}

async function open(root: ShadowRoot) {
  await click(picker(root).trigger())
  await waitFor(() => picker(root).listbox(), "the list to open")
}

describe('<demo-select variant="combobox">', () => {
  afterEach(cleanup)

  it("opens a popup with a search box, focused, over every country", async () => {
    const { root } = await mount()
    expect(picker(root).trigger().getAttribute("aria-haspopup")).to.equal("dialog")
    expect(picker(root).trigger().getAttribute("aria-expanded")).to.equal("false")
    await open(root)
    expect(picker(root).popup()!.contains(picker(root).search())).to.equal(true)
    await expectFocus(picker(root).search())
    expect(picker(root).optionNames()).to.have.length(64)
  })

  it("filters as the user types, highlights the first match, and Enter chooses it", async () => {
    const { root } = await mount()
    await open(root)
    await type("ken")
    await waitFor(() => picker(root).optionNames().length === 1, "one match")
    await waitFor(() => picker(root).highlighted()?.startsWith("Kenya"), "Kenya highlighted")
    await press("Enter")
    await waitFor(() => !picker(root).listbox(), "the popup to close")
    expect(getByRole(within(root), "button", { name: "Country Kenya" })).to.equal(
      picker(root).trigger(),
    )
  })

  it("moves through the matches with the arrow keys", async () => {
    const { root } = await mount()
    await open(root)
    await type("to")
    await waitFor(() => picker(root).optionNames().length === 3, "three matches")
    await press("ArrowDown")
    await press("ArrowDown")
    await waitFor(() => picker(root).highlighted()?.startsWith("Tonga"), "Tonga highlighted")
    await press("Enter")
    await waitFor(() => picker(root).trigger().textContent?.includes("Tonga"), "Tonga chosen")
  })

  it("closes on Escape and a fresh opening lists every country again", async () => {
    const { root } = await mount()
    await open(root)
    await type("ger")
    await waitFor(() => picker(root).optionNames().length === 2, "two matches")
    await press("Escape")
    await waitFor(() => !picker(root).listbox(), "the popup to close")
    await open(root)
    await waitFor(() => picker(root).optionNames().length === 64, "every country")
  })

  it("has no serious accessibility violations with the popup open", async () => {
    const { root, element } = await mount()
    await open(root)
    await type("a")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
