import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  pressWith,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-popover variant="single-tab-stop">: a modal popover whose only tab stop is a radio
 * group. zag's scenario (e2e/popover.e2e.ts, "should trap focus when content has a single
 * effective tab stop") ported, with what the group does besides.
 */

const page = (root: ShadowRoot) => ({
  trigger: () => getByRole(within(root), "button", { name: /^Sort by/ }),
  popover: () => queryByRole(within(root), "dialog", { name: "Sort by" }),
  radio: (name: string) => getByRole(within(root), "radio", { name }),
  status: () => getByRole(within(root), "status").textContent,
})

async function openByKeyboard() {
  const mounted = await mountDemo("popover", { variant: "single-tab-stop" })
  const demo = page(mounted.root)
  demo.trigger().focus()
  await press("Enter")
  await waitFor(() => demo.popover(), "the popover to open")
  return { ...mounted, demo }
}

describe('<demo-popover variant="single-tab-stop">', () => {
  afterEach(cleanup)

  it("is modal by default and opens with focus on the checked radio", async () => {
    const { demo } = await openByKeyboard()
    expect(demo.popover()!.getAttribute("aria-modal")).to.equal("true")
    await expectFocus(demo.radio("Name (A to Z)"))
  })

  it("keeps focus on the checked radio on Tab and Shift+Tab: the trap holds one stop", async () => {
    const { demo } = await openByKeyboard()
    const checked = demo.radio("Name (A to Z)")
    await expectFocus(checked)
    await press("Tab")
    await expectFocus(checked)
    await pressWith("Shift", "Tab")
    await expectFocus(checked)
    expect(demo.popover(), "the popover stays open").to.not.equal(null)
  })

  it("arrows move the choice within the group; Tab then stays on the new choice", async () => {
    const { demo } = await openByKeyboard()
    await press("ArrowDown")
    await expectFocus(demo.radio("Name (Z to A)"))
    expect(demo.radio("Name (Z to A)").matches(":checked")).to.equal(true)
    await waitFor(() => demo.status() === "Sorted by: Name (Z to A)", "the sort to change")
    await press("Tab")
    await expectFocus(demo.radio("Name (Z to A)"))
  })

  it("Escape closes it and returns focus to the trigger", async () => {
    const { demo } = await openByKeyboard()
    await press("Escape")
    await waitFor(() => demo.popover() === null, "Escape to close it")
    await expectFocus(demo.trigger())
  })

  it("a non-modal setting lets Tab leave the popover for the next button", async () => {
    const mounted = await mountDemo("popover", { variant: "single-tab-stop", modal: "false" })
    const demo = page(mounted.root)
    await click(demo.trigger())
    await waitFor(() => demo.popover(), "the popover to open")
    await expectFocus(demo.radio("Name (A to Z)"))
    await press("Tab")
    await expectFocus(getByRole(within(mounted.root), "button", { name: "Button after" }))
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { element, demo } = await openByKeyboard()
    expect(await seriousViolations(element)).to.deep.equal([])
    await press("Escape")
    await waitFor(() => demo.popover() === null, "Escape to close it")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
