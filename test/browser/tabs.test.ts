import { expect } from "chai"
import { getAllByRole, getByLabelText, getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  stageOf,
  type,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "./helpers"

const tabs = (root: ShadowRoot) => getAllByRole(stageOf(root), "tab") as HTMLButtonElement[]
const tab = (root: ShadowRoot, name: string) =>
  getByRole(stageOf(root), "tab", { name }) as HTMLButtonElement
const selected = (root: ShadowRoot) =>
  tabs(root)
    .filter((t) => t.getAttribute("aria-selected") === "true")
    .map((t) => t.textContent)
    .join(",")
const visiblePanel = (root: ShadowRoot) =>
  getByRole(stageOf(root), "tabpanel").getAttribute("aria-labelledby")
const indicator = (root: ShadowRoot) =>
  stageOf(root).querySelector<HTMLElement>('[data-scope="tabs"][data-part="indicator"]')!

async function waitForSelected(root: ShadowRoot, name: string) {
  await waitFor(() => selected(root) === name, `${name} selected (now ${selected(root)})`)
}

describe("<demo-tabs>", () => {
  afterEach(cleanup)

  it("shows three article tabs with the second selected and its labelled input", async () => {
    const { root } = await mountDemo("tabs", { log: "" })
    expect(tabs(root).map((t) => t.textContent)).to.deep.equal([
      "Lighthouses",
      "Tide Pools",
      "Dunes",
    ])
    expect(selected(root)).to.equal("Tide Pools")
    expect(visiblePanel(root)).to.equal(tab(root, "Tide Pools").id)
    expect(getByRole(stageOf(root), "tablist").getAttribute("aria-label")).to.equal(
      "Coastal articles",
    )
    const input = getByLabelText(stageOf(root), "Your sighting") as HTMLInputElement
    expect(input.placeholder).to.equal("e.g. a sea star")
    // The input sits in a form that logs its fields (SPEC §2).
    const logged: unknown[][] = []
    const log = console.log
    console.log = (...args: unknown[]) => logged.push(args)
    try {
      input.focus()
      await type("crab")
    } finally {
      console.log = log
    }
    expect(input.value).to.equal("crab")
    const last = logged[logged.length - 1]!
    expect(String(last[0])).to.match(/form (input|change)$/)
    expect(last[1]).to.deep.equal({ sighting: "crab" })
  })

  it("selects on click and slides the indicator over 150 ms", async () => {
    const { root } = await mountDemo("tabs")
    await waitFor(() => !indicator(root).hidden, "the indicator")
    await click(tab(root, "Dunes"))
    await waitForSelected(root, "Dunes")
    expect(visiblePanel(root)).to.equal(tab(root, "Dunes").id)
    expect(getComputedStyle(indicator(root)).transitionDuration).to.equal("0.15s")
    const target = tab(root, "Dunes").getBoundingClientRect()
    await waitFor(() => {
      const box = indicator(root).getBoundingClientRect()
      return Math.abs(box.left - target.left) < 1 && Math.abs(box.width - target.width) < 1
    }, "the indicator under Dunes")
  })

  it("moves and selects with arrows, Home and End, looping by default", async () => {
    const { root } = await mountDemo("tabs")
    tab(root, "Tide Pools").focus()
    await expectFocus(tab(root, "Tide Pools"))
    await press("ArrowRight")
    await waitForSelected(root, "Dunes")
    await expectFocus(tab(root, "Dunes"))
    await press("ArrowRight")
    await waitForSelected(root, "Lighthouses")
    await press("ArrowLeft")
    await waitForSelected(root, "Dunes")
    await press("Home")
    await waitForSelected(root, "Lighthouses")
    await expectFocus(tab(root, "Lighthouses"))
    await press("End")
    await waitForSelected(root, "Dunes")
  })

  it("stops at the ends when loop focus is off", async () => {
    const { root } = await mountDemo("tabs", { "loop-focus": "false" })
    tab(root, "Tide Pools").focus()
    await press("ArrowRight")
    await waitForSelected(root, "Dunes")
    await press("ArrowRight")
    await expectFocus(tab(root, "Dunes"))
    expect(selected(root)).to.equal("Dunes")
  })

  it("only moves focus in manual mode until Enter or Space selects", async () => {
    const { root } = await mountDemo("tabs", { "activation-mode": "manual" })
    tab(root, "Tide Pools").focus()
    await press("ArrowLeft")
    await expectFocus(tab(root, "Lighthouses"))
    expect(selected(root)).to.equal("Tide Pools")
    await press("Enter")
    await waitForSelected(root, "Lighthouses")
    await press("End")
    await expectFocus(tab(root, "Dunes"))
    expect(selected(root)).to.equal("Lighthouses")
    await press("Space")
    await waitForSelected(root, "Dunes")
  })

  it("follows orientation and direction from the controls", async () => {
    const { root, element } = await mountDemo("tabs")
    const orientation = getByLabelText(within(root), "Orientation") as HTMLSelectElement
    expect(orientation.value).to.equal("horizontal")
    element.setAttribute("orientation", "vertical")
    await waitFor(
      () => getByRole(stageOf(root), "tablist").getAttribute("aria-orientation") === "vertical",
      "a vertical tablist",
    )
    tab(root, "Tide Pools").focus()
    await press("ArrowRight")
    expect(selected(root)).to.equal("Tide Pools")
    await press("ArrowDown")
    await waitForSelected(root, "Dunes")

    element.setAttribute("orientation", "horizontal")
    element.setAttribute("dir", "rtl")
    await waitFor(() => tab(root, "Dunes").getAttribute("dir") === "rtl", "rtl tabs")
    tab(root, "Dunes").focus()
    // Right to left: ArrowLeft goes to the next tab (looping to the first).
    await press("ArrowLeft")
    await waitForSelected(root, "Lighthouses")
  })

  it("shows idle and focused with the selected value in the Visualizer", async () => {
    const { root } = await mountDemo("tabs")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle")
    expect(visualizerText(root)).to.contain('value: "tide-pools"')
    tab(root, "Tide Pools").focus()
    await waitForVisualizer(root, 'state: "focused"', "focused")
    await press("ArrowLeft")
    await waitForVisualizer(root, 'value: "lighthouses"', "new value")
  })

  it("has no serious or critical axe violations on another tab", async () => {
    const { element, root } = await mountDemo("tabs")
    await click(tab(root, "Lighthouses"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
