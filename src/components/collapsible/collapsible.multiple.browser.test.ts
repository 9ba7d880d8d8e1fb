import { expect } from "chai"
import { getAllByRole, getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-collapsible variant="multiple">: zag's collapsible/multiple, several collapsibles whose
 * open state a parent controls. The basic demo has one panel and no Expand/Collapse all.
 */

const panelTriggers = (root: ShadowRoot) =>
  getAllByRole(within(root), "button", { name: /^Panel \d/ })
const openOnes = (root: ShadowRoot) =>
  panelTriggers(root)
    .filter((button) => button.getAttribute("aria-expanded") === "true")
    .map((button) => button.textContent!.match(/\d/)![0])
const contentsShown = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLElement>('[data-scope="collapsible"][data-part="content"]')]
    .filter((content) => !content.hidden)
    .map((content) => content.textContent!.match(/\d/)![0])

describe('<demo-collapsible variant="multiple">', () => {
  afterEach(cleanup)

  it("starts with three open panels", async () => {
    const { root } = await mountDemo("collapsible", { variant: "multiple" })
    expect(panelTriggers(root).map((button) => button.textContent)).to.deep.equal([
      "Panel 1›",
      "Panel 2›",
      "Panel 3›",
    ])
    expect(openOnes(root)).to.deep.equal(["1", "2", "3"])
    expect(contentsShown(root)).to.deep.equal(["1", "2", "3"])
  })

  it("collapses and expands every panel from one button", async () => {
    const { root } = await mountDemo("collapsible", { variant: "multiple" })
    await click(getByRole(within(root), "button", { name: "Collapse all" }))
    await waitFor(() => contentsShown(root).length === 0, "every panel to close")
    expect(openOnes(root)).to.deep.equal([])
    await click(getByRole(within(root), "button", { name: "Expand all" }))
    await waitFor(() => contentsShown(root).length === 3, "every panel to open")
    expect(openOnes(root)).to.deep.equal(["1", "2", "3"])
  })

  it("toggles one panel alone, and keeps each panel's state when the order is reversed", async () => {
    const { root } = await mountDemo("collapsible", { variant: "multiple" })
    await click(getByRole(within(root), "button", { name: "Collapse all" }))
    await waitFor(() => contentsShown(root).length === 0, "every panel to close")
    await click(getByRole(within(root), "button", { name: /^Panel 2/ }))
    await waitFor(() => contentsShown(root).join() === "2", "panel 2 alone to open")
    expect(openOnes(root)).to.deep.equal(["2"])
    await click(getByRole(within(root), "button", { name: "Reverse order" }))
    await waitFor(() => panelTriggers(root)[0]?.textContent?.startsWith("Panel 3"), "reversed")
    expect(panelTriggers(root).map((button) => button.textContent!.slice(0, 7))).to.deep.equal([
      "Panel 3",
      "Panel 2",
      "Panel 1",
    ])
    expect(openOnes(root)).to.deep.equal(["2"])
    expect(contentsShown(root)).to.deep.equal(["2"])
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountDemo("collapsible", { variant: "multiple" })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
