import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-collapsible variant="nested">: collapsibles inside collapsibles (zag's
 * collapsible/nested). The basic demo has a single trigger and no nested ones.
 */

const trigger = (root: ShadowRoot, name: RegExp) => getByRole(within(root), "button", { name })
const contentOf = (button: HTMLElement) =>
  button.getRootNode() instanceof ShadowRoot
    ? (button.getRootNode() as ShadowRoot).getElementById(button.getAttribute("aria-controls")!)!
    : document.getElementById(button.getAttribute("aria-controls")!)!
const isOpen = (button: HTMLElement) => button.getAttribute("aria-expanded") === "true"

async function toggle(button: HTMLElement, open: boolean) {
  await click(button)
  await waitFor(() => isOpen(button) === open && contentOf(button).hidden === !open, "the toggle")
}

describe('<demo-collapsible variant="nested">', () => {
  afterEach(cleanup)

  it("shows only the outer trigger at first, the inner ones once it opens", async () => {
    const { root } = await mountDemo("collapsible", { variant: "nested" })
    const outer = trigger(root, /^Collapsible depth 1/)
    expect(queryByRole(within(root), "button", { name: /depth 2/ })).to.equal(null)
    await toggle(outer, true)
    expect(trigger(root, /depth 2/).getAttribute("aria-expanded")).to.equal("false")
    expect(trigger(root, /^Sibling 2/).getAttribute("aria-expanded")).to.equal("false")
    expect(queryByRole(within(root), "button", { name: /depth 3/ })).to.equal(null)
  })

  it("opens each level down to depth 4 without closing its parents or touching a sibling", async () => {
    const { root } = await mountDemo("collapsible", { variant: "nested" })
    const outer = trigger(root, /^Collapsible depth 1/)
    await toggle(outer, true)
    const second = trigger(root, /depth 2/)
    await toggle(second, true)
    const third = trigger(root, /depth 3/)
    await toggle(third, true)
    const fourth = trigger(root, /depth 4/)
    await toggle(fourth, true)
    expect(getByRole(within(root), "button", { name: /depth 4/ })).to.equal(fourth)
    expect(contentOf(fourth).textContent).to.contain("The innermost section.")
    expect([outer, second, third].every(isOpen)).to.equal(true)
    expect(isOpen(trigger(root, /^Sibling 2/))).to.equal(false)
  })

  it("hides the inner sections with their parent and shows them as they were on reopening", async () => {
    const { root } = await mountDemo("collapsible", { variant: "nested" })
    const outer = trigger(root, /^Collapsible depth 1/)
    await toggle(outer, true)
    await toggle(trigger(root, /depth 2/), true)
    await toggle(outer, false)
    expect(queryByRole(within(root), "button", { name: /depth 2/ })).to.equal(null)
    await toggle(outer, true)
    expect(isOpen(trigger(root, /depth 2/))).to.equal(true)
    expect(trigger(root, /depth 3/)).to.not.equal(null)
  })

  it("has no serious accessibility violations with every level open", async () => {
    const { root, element } = await mountDemo("collapsible", { variant: "nested" })
    for (const name of [/depth 1/, /depth 2/, /depth 3/, /depth 4/]) {
      await toggle(trigger(root, name), true)
    }
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
