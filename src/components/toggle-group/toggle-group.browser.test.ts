import { expect } from "chai"
import { getAllByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  visualizerText,
  waitFor,
  waitForVisualizer,
  pressWith,
} from "../../../test/browser/helpers"
import { toggleGroup } from "./toggle-group.page"

const focusedOn = (root: ShadowRoot, name: string) =>
  waitFor(() => deepActiveElement() === toggleGroup(root).item(name), `focus on ${name}`)

describe("<demo-toggle-group>", () => {
  afterEach(cleanup)

  it("shows an Outside button and the Bold, Italic, Underline items in a row", async () => {
    const { root } = await mountDemo("toggle-group")
    expect(toggleGroup(root).outside().textContent).to.equal("Outside")
    const group = toggleGroup(root).group("radiogroup")
    expect(
      getAllByRole(group, "radio").map((item) => item.getAttribute("aria-label")),
    ).to.deep.equal(["Bold", "Italic", "Underline"])
    expect(group.getAttribute("data-orientation")).to.equal("horizontal")
    expect(toggleGroup(root).on()).to.deep.equal([])
    expect(toggleGroup(root).item("Italic").getBoundingClientRect().left).to.be.greaterThan(
      toggleGroup(root).item("Bold").getBoundingClientRect().left,
    )
  })

  it("selects one item in single mode, and a click on the selected one clears it", async () => {
    const { root } = await mountDemo("toggle-group")
    await click(toggleGroup(root).item("Bold"))
    expect(toggleGroup(root).on()).to.deep.equal(["Bold"])
    expect(toggleGroup(root).item("Bold").getAttribute("aria-checked")).to.equal("true")
    await click(toggleGroup(root).item("Italic"))
    expect(toggleGroup(root).on()).to.deep.equal(["Italic"])
    await click(toggleGroup(root).item("Italic"))
    expect(toggleGroup(root).on()).to.deep.equal([])
  })

  it("toggles membership in multiple mode", async () => {
    const { root } = await mountDemo("toggle-group", { multiple: "" })
    toggleGroup(root).group("group")
    await click(toggleGroup(root).item("Bold"))
    await click(toggleGroup(root).item("Underline"))
    expect(toggleGroup(root).on()).to.deep.equal(["Bold", "Underline"])
    expect(toggleGroup(root).item("Underline").getAttribute("aria-pressed")).to.equal("true")
    await click(toggleGroup(root).item("Bold"))
    expect(toggleGroup(root).on()).to.deep.equal(["Underline"])
  })

  it("tabs in from Outside and moves focus with arrows, Home and End, looping", async () => {
    const { root } = await mountDemo("toggle-group")
    await click(toggleGroup(root).outside())
    await press("Tab")
    await focusedOn(root, "Bold")
    await press("ArrowRight")
    await focusedOn(root, "Italic")
    await press("End")
    await focusedOn(root, "Underline")
    await press("ArrowRight")
    await focusedOn(root, "Bold")
    await press("ArrowLeft")
    await focusedOn(root, "Underline")
    await press("Home")
    await focusedOn(root, "Bold")
    await press("Space")
    expect(toggleGroup(root).on()).to.deep.equal(["Bold"])
  })

  it("leaves the group with one Shift+Tab from a focused item", async () => {
    const { root } = await mountDemo("toggle-group")
    const outside = toggleGroup(root).outside()
    await click(outside)
    await press("Tab")
    await focusedOn(root, "Bold")
    await pressWith("Shift", "Tab")
    await expectFocus(outside)
  })

  it("stops at the ends when loop focus is off", async () => {
    const { root } = await mountDemo("toggle-group", { "loop-focus": "false" })
    await click(toggleGroup(root).item("Underline"))
    await press("ArrowRight")
    await press("ArrowRight")
    await expectFocus(toggleGroup(root).item("Underline"))
    await press("ArrowLeft")
    await focusedOn(root, "Italic")
  })

  it("uses up and down arrows when vertical, in right-to-left too", async () => {
    const { root } = await mountDemo("toggle-group", { orientation: "vertical", dir: "rtl" })
    await click(toggleGroup(root).item("Bold"))
    await press("ArrowRight")
    await expectFocus(toggleGroup(root).item("Bold"))
    await press("ArrowDown")
    await focusedOn(root, "Italic")
    await press("ArrowUp")
    await focusedOn(root, "Bold")
  })

  it("leaves arrows alone without roving focus", async () => {
    const { root } = await mountDemo("toggle-group", { "roving-focus": "false" })
    await click(toggleGroup(root).item("Bold"))
    await press("ArrowRight")
    await expectFocus(toggleGroup(root).item("Bold"))
    await press("Tab")
    await focusedOn(root, "Italic")
  })

  it("shows idle and focused in the Visualizer as focus comes and goes", async () => {
    const { root } = await mountDemo("toggle-group")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    await click(toggleGroup(root).item("Italic"))
    await waitForVisualizer(root, 'state: "focused"', "focused state")
    expect(visualizerText(root)).to.contain('"italic"')
    await click(toggleGroup(root).outside())
    await waitForVisualizer(root, 'state: "idle"', "idle again")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("toggle-group")
    await click(toggleGroup(root).item("Bold"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
