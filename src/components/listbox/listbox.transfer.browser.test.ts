import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  resetMouse,
  seriousViolations,
  waitForValue,
  within,
} from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"

/*
 * <demo-listbox variant="transfer">: zag's listbox/transfer page. Available holds the first
 * eight countries (AD AE AF AG AI AL AM AO), Chosen none; the selected ones move across.
 */

const side = (root: ShadowRoot, name: "Available countries" | "Chosen countries") => {
  const list = () => getByRole(within(root), "listbox", { name })
  const items = () => parts(list(), "listbox", "item")
  return {
    list,
    codes: () =>
      items()
        .map((item) => item.dataset.value)
        .join(" "),
    option: (code: string) => items().find((item) => item.dataset.value === code)!,
    selected: () =>
      items()
        .filter((item) => item.hasAttribute("data-selected"))
        .map((item) => item.dataset.value)
        .join(" "),
  }
}

const button = (root: ShadowRoot, name: "Add" | "Remove") =>
  getByRole<HTMLButtonElement>(within(root), "button", { name })

describe('<demo-listbox variant="transfer">', () => {
  afterEach(async () => {
    await resetMouse()
    cleanup()
  })

  it("starts with eight countries available, none chosen, both buttons off", async () => {
    const { root } = await mountDemo("listbox", { variant: "transfer" })
    expect(side(root, "Available countries").codes()).to.equal("AD AE AF AG AI AL AM AO")
    expect(side(root, "Chosen countries").codes()).to.equal("")
    expect(side(root, "Available countries").list().getAttribute("aria-multiselectable")).to.equal(
      "true",
    )
    expect(button(root, "Add").disabled).to.equal(true)
    expect(button(root, "Remove").disabled).to.equal(true)
  })

  it("moves the selected countries to Chosen and back, clearing the selection", async () => {
    const { root } = await mountDemo("listbox", { variant: "transfer" })
    const available = side(root, "Available countries")
    const chosen = side(root, "Chosen countries")
    await click(available.option("AE"))
    await click(available.option("AG"))
    await waitForValue(() => available.selected(), "AE AG", "two selected")
    await click(button(root, "Add"))
    await waitForValue(() => chosen.codes(), "AE AG", "AE and AG chosen")
    expect(available.codes()).to.equal("AD AF AI AL AM AO")
    expect(available.selected()).to.equal("")
    expect(button(root, "Add").disabled).to.equal(true)

    await click(chosen.option("AE"))
    await waitForValue(() => chosen.selected(), "AE", "AE selected in Chosen")
    await click(button(root, "Remove"))
    await waitForValue(() => chosen.codes(), "AG", "only AG left")
    expect(available.codes()).to.equal("AD AF AI AL AM AO AE")
  })

  it("works from the keyboard: select with Space, then the Add button", async () => {
    const { root } = await mountDemo("listbox", { variant: "transfer" })
    const available = side(root, "Available countries")
    available.list().focus()
    await expectFocus(available.list())
    await press("ArrowDown")
    await press(" ")
    await waitForValue(() => available.selected(), "AE", "AE selected")
    button(root, "Add").focus()
    await press("Enter")
    await waitForValue(() => side(root, "Chosen countries").codes(), "AE", "AE chosen")
    expect(part(root, "listbox", "item").dataset.value).to.equal("AD")
  })

  it("has no serious accessibility violations", async () => {
    const { root, element } = await mountDemo("listbox", { variant: "transfer" })
    await click(side(root, "Available countries").option("AD"))
    await click(button(root, "Add"))
    await waitForValue(() => side(root, "Chosen countries").codes(), "AD", "AD chosen")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
