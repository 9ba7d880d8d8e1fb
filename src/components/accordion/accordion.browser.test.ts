import { expect } from "chai"
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
} from "../../../test/browser/helpers"
import { accordion } from "./accordion.page"

describe("<demo-accordion>", () => {
  afterEach(cleanup)

  it("shows the three items (Home, About, Contact), all closed", async () => {
    const { root } = await mountDemo("accordion")
    expect(accordion(root).names()).to.deep.equal(["Home", "About", "Contact"])
    for (const t of accordion(root).triggers())
      expect(t.getAttribute("aria-expanded")).to.equal("false")
  })

  it("opens an item on click and keeps only one open when multiple is off", async () => {
    const { root } = await mountDemo("accordion")
    await click(accordion(root).trigger("Home"))
    expect(accordion(root).trigger("Home").getAttribute("data-state")).to.equal("open")
    const homeContent = accordion(root).content("Home")
    expect(homeContent.hasAttribute("hidden")).to.equal(false)
    expect(homeContent.textContent).to.contain("Lorem ipsum")

    await click(accordion(root).trigger("About"))
    expect(accordion(root).trigger("About").getAttribute("data-state")).to.equal("open")
    expect(accordion(root).trigger("Home").getAttribute("data-state")).to.equal("closed")

    // Not collapsible: clicking the open item keeps it open.
    await click(accordion(root).trigger("About"))
    expect(accordion(root).trigger("About").getAttribute("data-state")).to.equal("open")
  })

  it("closes an open item when collapsible, and opens several when multiple", async () => {
    const { root, element } = await mountDemo("accordion", { collapsible: "" })
    await click(accordion(root).trigger("Home"))
    await click(accordion(root).trigger("Home"))
    expect(accordion(root).trigger("Home").getAttribute("data-state")).to.equal("closed")

    element.setAttribute("multiple", "")
    await waitFor(() => root.querySelector('[data-scope="accordion"]'), "accordion")
    await click(accordion(root).trigger("Home"))
    await click(accordion(root).trigger("Contact"))
    expect(accordion(root).trigger("Home").getAttribute("data-state")).to.equal("open")
    expect(accordion(root).trigger("Contact").getAttribute("data-state")).to.equal("open")
  })

  it("moves focus with ArrowDown, ArrowUp, Home and End", async () => {
    const { root } = await mountDemo("accordion")
    await click(accordion(root).trigger("Home"))
    await expectFocus(accordion(root).trigger("Home"))
    await press("ArrowDown")
    await expectFocus(accordion(root).trigger("About"))
    await press("End")
    await expectFocus(accordion(root).trigger("Contact"))
    await press("Home")
    await expectFocus(accordion(root).trigger("Home"))
    await press("ArrowUp")
    await expectFocus(accordion(root).trigger("Contact"))
    await press("Enter")
    expect(accordion(root).trigger("Contact").getAttribute("data-state")).to.equal("open")
  })

  it("shows idle and focused in the Visualizer as focus comes and goes", async () => {
    const { root } = await mountDemo("accordion")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    accordion(root).trigger("About").focus()
    await waitForVisualizer(root, 'state: "focused"', "focused state")
    expect(visualizerText(root)).to.contain("focusedValue")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("accordion")
    await click(accordion(root).trigger("Home"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})

describe("<demo-accordion> open items", () => {
  afterEach(cleanup)

  it("keeps only the first of several values when multiple is off", async () => {
    const { root } = await mountDemo("accordion", { value: "about,contact" })
    expect(accordion(root).trigger("About").getAttribute("aria-expanded")).to.equal("true")
    expect(accordion(root).trigger("Contact").getAttribute("aria-expanded")).to.equal("false")
  })

  it("opens every given value when multiple is on, and trims when it is turned off", async () => {
    const { root, element } = await mountDemo("accordion", {
      value: "about, contact",
      multiple: "",
    })
    expect(accordion(root).trigger("About").getAttribute("aria-expanded")).to.equal("true")
    expect(accordion(root).trigger("Contact").getAttribute("aria-expanded")).to.equal("true")
    element.removeAttribute("multiple")
    await waitFor(
      () => accordion(root).trigger("Contact").getAttribute("aria-expanded") === "false",
      "contact to close",
    )
    expect(accordion(root).trigger("About").getAttribute("aria-expanded")).to.equal("true")
  })
})
