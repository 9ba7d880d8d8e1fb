import { expect } from "chai"
import { getAllByRole, getByRole } from "@testing-library/dom"
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
} from "./helpers"

const stage = (root: ShadowRoot) => root.querySelector<HTMLElement>(".sb-stage")!
const toggleItem = (root: ShadowRoot, name: string) =>
  stage(root).querySelector<HTMLElement>(`[data-part="item"][aria-label="${name}"]`)!
const onItems = (root: ShadowRoot) =>
  [...stage(root).querySelectorAll('[data-part="item"][data-state="on"]')].map((el) =>
    el.getAttribute("aria-label"),
  )
const focusedOn = (root: ShadowRoot, name: string) =>
  waitFor(() => deepActiveElement() === toggleItem(root, name), `focus on ${name}`)

describe("<demo-toggle-group>", () => {
  afterEach(cleanup)

  it("shows an Outside button and the Bold, Italic, Underline items in a row", async () => {
    const { root } = await mountDemo("toggle-group")
    expect(getByRole(stage(root), "button", { name: "Outside" }).textContent).to.equal("Outside")
    const group = getByRole(stage(root), "radiogroup", { name: "Text style" })
    expect(
      getAllByRole(group, "radio").map((item) => item.getAttribute("aria-label")),
    ).to.deep.equal(["Bold", "Italic", "Underline"])
    expect(group.getAttribute("data-orientation")).to.equal("horizontal")
    expect(onItems(root)).to.deep.equal([])
    expect(toggleItem(root, "Italic").getBoundingClientRect().left).to.be.greaterThan(
      toggleItem(root, "Bold").getBoundingClientRect().left,
    )
  })

  it("selects one item in single mode, and a click on the selected one clears it", async () => {
    const { root } = await mountDemo("toggle-group")
    await click(toggleItem(root, "Bold"))
    expect(onItems(root)).to.deep.equal(["Bold"])
    expect(toggleItem(root, "Bold").getAttribute("aria-checked")).to.equal("true")
    await click(toggleItem(root, "Italic"))
    expect(onItems(root)).to.deep.equal(["Italic"])
    await click(toggleItem(root, "Italic"))
    expect(onItems(root)).to.deep.equal([])
  })

  it("toggles membership in multiple mode", async () => {
    const { root } = await mountDemo("toggle-group", { multiple: "" })
    getByRole(stage(root), "group", { name: "Text style" })
    await click(toggleItem(root, "Bold"))
    await click(toggleItem(root, "Underline"))
    expect(onItems(root)).to.deep.equal(["Bold", "Underline"])
    expect(toggleItem(root, "Underline").getAttribute("aria-pressed")).to.equal("true")
    await click(toggleItem(root, "Bold"))
    expect(onItems(root)).to.deep.equal(["Underline"])
  })

  it("tabs in from Outside and moves focus with arrows, Home and End, looping", async () => {
    const { root } = await mountDemo("toggle-group")
    await click(getByRole(stage(root), "button", { name: "Outside" }))
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
    expect(onItems(root)).to.deep.equal(["Bold"])
  })

  it("leaves the group with one Shift+Tab from a focused item", async () => {
    const { root } = await mountDemo("toggle-group")
    const outside = getByRole(stage(root), "button", { name: "Outside" })
    await click(outside)
    await press("Tab")
    await focusedOn(root, "Bold")
    await pressWith("Shift", "Tab")
    await expectFocus(outside)
  })

  it("stops at the ends when loop focus is off", async () => {
    const { root } = await mountDemo("toggle-group", { "loop-focus": "false" })
    await click(toggleItem(root, "Underline"))
    await press("ArrowRight")
    await press("ArrowRight")
    await expectFocus(toggleItem(root, "Underline"))
    await press("ArrowLeft")
    await focusedOn(root, "Italic")
  })

  it("uses up and down arrows when vertical, in right-to-left too", async () => {
    const { root } = await mountDemo("toggle-group", { orientation: "vertical", dir: "rtl" })
    await click(toggleItem(root, "Bold"))
    await press("ArrowRight")
    await expectFocus(toggleItem(root, "Bold"))
    await press("ArrowDown")
    await focusedOn(root, "Italic")
    await press("ArrowUp")
    await focusedOn(root, "Bold")
  })

  it("leaves arrows alone without roving focus", async () => {
    const { root } = await mountDemo("toggle-group", { "roving-focus": "false" })
    await click(toggleItem(root, "Bold"))
    await press("ArrowRight")
    await expectFocus(toggleItem(root, "Bold"))
    await press("Tab")
    await focusedOn(root, "Italic")
  })

  it("shows idle and focused in the Visualizer as focus comes and goes", async () => {
    const { root } = await mountDemo("toggle-group")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    await click(toggleItem(root, "Italic"))
    await waitForVisualizer(root, 'state: "focused"', "focused state")
    expect(visualizerText(root)).to.contain('"italic"')
    await click(getByRole(stage(root), "button", { name: "Outside" }))
    await waitForVisualizer(root, 'state: "idle"', "idle again")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("toggle-group")
    await click(toggleItem(root, "Bold"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
