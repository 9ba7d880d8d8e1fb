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
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-collapsible variant="partial">: zag's collapsedHeight. Closed, the content stays on
 * show, clipped to 100px, its link inert; the basic demo hides its content when closed.
 */

const page = (root: ShadowRoot) => ({
  trigger: () => getByRole(within(root), "button", { name: /^Show (more|less)/ }),
  content: () => part(within(root), "collapsible", "content"),
  link: () => getByRole(within(root), "link", { name: "Read about collapsibles" }),
})

describe('<demo-collapsible variant="partial">', () => {
  afterEach(cleanup)

  it("shows 100px of the content while closed, its link out of the tab order", async () => {
    const { root } = await mountDemo("collapsible", { variant: "partial" })
    const demo = page(root)
    expect(demo.trigger().getAttribute("aria-expanded")).to.equal("false")
    expect(demo.trigger().textContent).to.contain("Show more")
    const content = demo.content()
    expect(content.hidden).to.equal(false)
    expect(content.getAttribute("data-state")).to.equal("closed")
    expect(content.hasAttribute("data-has-collapsed-size")).to.equal(true)
    await waitFor(() => Math.round(content.getBoundingClientRect().height) === 100, "100px")
    expect(content.scrollHeight).to.be.greaterThan(100)
    await waitFor(() => demo.link().hasAttribute("inert"), "the clipped link to be inert")
  })

  it("opens to its full height on Show more and closes back to 100px on Show less", async () => {
    const { root } = await mountDemo("collapsible", { variant: "partial" })
    const demo = page(root)
    await click(demo.trigger())
    await waitFor(() => demo.trigger().getAttribute("aria-expanded") === "true", "open")
    expect(demo.trigger().textContent).to.contain("Show less")
    const content = demo.content()
    await waitFor(
      () => content.getBoundingClientRect().height > 100 && !demo.link().hasAttribute("inert"),
      "the whole content, its link focusable",
    )
    await click(demo.trigger())
    await waitFor(
      () =>
        content.getAttribute("data-state") === "closed" &&
        Math.round(content.getBoundingClientRect().height) === 100,
      "back to 100px",
    )
    expect(content.hidden).to.equal(false)
    await waitFor(() => demo.link().hasAttribute("inert"), "the link inert again")
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountDemo("collapsible", { variant: "partial" })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
