import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-select variant="in-popover">: a select inside a non-modal popover. What a basic
 * select does not show: two stacked popups where choosing an option, a click elsewhere in
 * the popover, or Escape closes the select alone, and a second Escape the popover.
 */

const mount = () => mountDemo("select", { variant: "in-popover" })

function panel(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "select"),
    opener: () => getByRole(all, "button", { name: /^Filter:/ }),
    dialog: () => queryByRole(all, "dialog", { name: "Filter" }),
    trigger: () => getByRole(all, "combobox", { name: "Fruit" }),
    valueText: () => part(all, "select", "value-text").textContent,
    heading: () => root.querySelector<HTMLElement>('[data-scope="popover"][data-part="title"]')!,
  }
}

async function openBoth(root: ShadowRoot) {
  await click(panel(root).opener())
  await waitFor(() => panel(root).dialog(), "the popover to open")
  await click(panel(root).trigger())
  await waitFor(() => panel(root).listbox(), "the select's list to open")
}

describe('<demo-select variant="in-popover">', () => {
  afterEach(cleanup)

  it("opens a popover holding the select, whose list opens over it", async () => {
    const { root } = await mount()
    expect(panel(root).dialog()).to.equal(null)
    await openBoth(root)
    expect(panel(root).dialog()!.contains(panel(root).trigger())).to.equal(true)
    expect(panel(root).trigger().getAttribute("aria-expanded")).to.equal("true")
    // Placed against the select's trigger, though the popover around it is itself positioned.
    const list = panel(root).listbox()!.getBoundingClientRect()
    const trigger = panel(root).trigger().getBoundingClientRect()
    await waitFor(
      () => Math.round(panel(root).listbox()!.getBoundingClientRect().top - trigger.bottom) === 8,
      "the list 8px below the select's trigger",
    )
    expect(Math.round(list.left)).to.equal(Math.round(trigger.left))
  })

  it("choosing an option closes the select but keeps the popover open", async () => {
    const { root } = await mount()
    await openBoth(root)
    await click(panel(root).option("Banana"))
    await waitFor(() => !panel(root).listbox(), "the select's list to close")
    expect(panel(root).dialog()).to.not.equal(null)
    expect(panel(root).valueText()).to.equal("Banana")
    expect(panel(root).opener().textContent).to.contain("Filter: Banana")
  })

  it("Escape closes the select first, then the popover, each returning focus", async () => {
    const { root } = await mount()
    await openBoth(root)
    await press("Escape")
    await waitFor(() => !panel(root).listbox(), "the select's list to close")
    expect(panel(root).dialog()).to.not.equal(null)
    await expectFocus(panel(root).trigger())
    await press("Escape")
    await waitFor(() => panel(root).dialog() === null, "the popover to close")
    await expectFocus(panel(root).opener())
  })

  it("a click elsewhere in the popover closes only the select", async () => {
    const { root } = await mount()
    await openBoth(root)
    await click(panel(root).heading())
    await waitFor(() => !panel(root).listbox(), "the select's list to close")
    expect(panel(root).dialog()).to.not.equal(null)
  })

  it("chooses with the keyboard inside the popover", async () => {
    const { root } = await mount()
    await click(panel(root).opener())
    await waitFor(() => panel(root).dialog(), "the popover to open")
    panel(root).trigger().focus()
    await press("ArrowDown")
    await waitFor(() => panel(root).listbox(), "the select's list to open")
    await press("ArrowDown")
    await press("Enter")
    await waitFor(() => panel(root).valueText() === "Banana", "Banana chosen")
    expect(panel(root).dialog()).to.not.equal(null)
  })

  it("has no serious accessibility violations with both open", async () => {
    const { root, element } = await mount()
    await openBoth(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
