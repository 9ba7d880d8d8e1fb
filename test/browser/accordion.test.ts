import { expect } from "chai"
import { getByRole, getAllByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "./helpers"

const triggers = (root: ShadowRoot) =>
  getAllByRole(within(root), "button").filter(
    (button) => button.getAttribute("data-part") === "item-trigger",
  )

const trigger = (root: ShadowRoot, name: string) =>
  getByRole(within(root), "button", { name: new RegExp(`^${name}`) })

describe("<demo-accordion>", () => {
  afterEach(cleanup)

  it("shows the three SPEC items, all closed", async () => {
    const { root } = await mountDemo("accordion")
    expect(triggers(root).map((t) => t.textContent?.replace("›", "").trim())).to.deep.equal([
      "Home",
      "About",
      "Contact",
    ])
    for (const t of triggers(root)) expect(t.getAttribute("aria-expanded")).to.equal("false")
  })

  it("opens an item on click and keeps only one open when multiple is off", async () => {
    const { root } = await mountDemo("accordion")
    await click(trigger(root, "Home"))
    expect(trigger(root, "Home").getAttribute("data-state")).to.equal("open")
    const homeContent = root.querySelector('[data-part="item-content"]')!
    expect(homeContent.hasAttribute("hidden")).to.equal(false)
    expect(homeContent.textContent).to.contain("Lorem ipsum")

    await click(trigger(root, "About"))
    expect(trigger(root, "About").getAttribute("data-state")).to.equal("open")
    expect(trigger(root, "Home").getAttribute("data-state")).to.equal("closed")

    // Not collapsible: clicking the open item keeps it open.
    await click(trigger(root, "About"))
    expect(trigger(root, "About").getAttribute("data-state")).to.equal("open")
  })

  it("closes an open item when collapsible, and opens several when multiple", async () => {
    const { root, element } = await mountDemo("accordion", { collapsible: "" })
    await click(trigger(root, "Home"))
    await click(trigger(root, "Home"))
    expect(trigger(root, "Home").getAttribute("data-state")).to.equal("closed")

    element.setAttribute("multiple", "")
    await waitFor(() => root.querySelector('[data-scope="accordion"]'), "accordion")
    await click(trigger(root, "Home"))
    await click(trigger(root, "Contact"))
    expect(trigger(root, "Home").getAttribute("data-state")).to.equal("open")
    expect(trigger(root, "Contact").getAttribute("data-state")).to.equal("open")
  })

  it("moves focus with ArrowDown, ArrowUp, Home and End", async () => {
    const { root } = await mountDemo("accordion")
    await click(trigger(root, "Home"))
    await expectFocus(trigger(root, "Home"))
    await press("ArrowDown")
    await expectFocus(trigger(root, "About"))
    await press("End")
    await expectFocus(trigger(root, "Contact"))
    await press("Home")
    await expectFocus(trigger(root, "Home"))
    await press("ArrowUp")
    await expectFocus(trigger(root, "Contact"))
    await press("Enter")
    expect(trigger(root, "Contact").getAttribute("data-state")).to.equal("open")
  })

  it("shows idle and focused in the Visualizer as focus comes and goes", async () => {
    const { root } = await mountDemo("accordion")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    trigger(root, "About").focus()
    await waitForVisualizer(root, 'state: "focused"', "focused state")
    expect(visualizerText(root)).to.contain("focusedValue")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("accordion")
    await click(trigger(root, "Home"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})

describe("<demo-accordion> open items (SPEC §5)", () => {
  afterEach(cleanup)

  it("keeps only the first of several values when multiple is off", async () => {
    const { root } = await mountDemo("accordion", { value: "about,contact" })
    expect(trigger(root, "About").getAttribute("aria-expanded")).to.equal("true")
    expect(trigger(root, "Contact").getAttribute("aria-expanded")).to.equal("false")
  })

  it("opens every given value when multiple is on, and trims when it is turned off", async () => {
    const { root, element } = await mountDemo("accordion", {
      value: "about, contact",
      multiple: "",
    })
    expect(trigger(root, "About").getAttribute("aria-expanded")).to.equal("true")
    expect(trigger(root, "Contact").getAttribute("aria-expanded")).to.equal("true")
    element.removeAttribute("multiple")
    await waitFor(
      () => trigger(root, "Contact").getAttribute("aria-expanded") === "false",
      "contact to close",
    )
    expect(trigger(root, "About").getAttribute("aria-expanded")).to.equal("true")
  })
})
