import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { countries } from "../../data/countries"
import {
  cleanup,
  click,
  clickOnHostPage,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  waitFor,
  waitForVisualizer,
} from "../../../test/browser/helpers"
import { combobox } from "./combobox.page"

async function typeInInput(root: ShadowRoot, text: string) {
  await click(combobox(root).input())
  await type(text)
  return waitFor(() => combobox(root).listbox(), "the list to open while typing")
}

describe("<demo-combobox>", () => {
  afterEach(cleanup)

  it("shows a labelled input, a toggle button, Set to Togo and Clear Value", async () => {
    const { root } = await mountDemo("combobox")
    expect(combobox(root).input().value).to.equal("")
    expect(combobox(root).input().getAttribute("aria-expanded")).to.equal("false")
    expect(combobox(root).toggle().getAttribute("aria-haspopup")).to.equal("listbox")
    expect(combobox(root).button("Set to Togo").getAttribute("type")).to.equal("button")
    expect(combobox(root).button("Clear Value").getAttribute("type")).to.equal("button")
    expect(combobox(root).input().placeholder).to.equal("Type to search")
    expect(combobox(root).listbox()).to.equal(null)
  })

  it("filters the countries by label as the user types, ignoring case", async () => {
    const { root } = await mountDemo("combobox")
    await typeInInput(root, "to")
    await waitFor(() => combobox(root).optionNames().length < countries.length, "a shorter list")
    expect(combobox(root).optionNames()).to.deep.equal(["Estonia", "Togo", "Tonga"])
    await type("GO")
    await waitFor(() => combobox(root).optionNames().length === 1, "one match")
    expect(combobox(root).optionNames()).to.deep.equal(["Togo"])
  })

  it("matches anywhere in the label, and says when nothing matches", async () => {
    const { root } = await mountDemo("combobox")
    await typeInInput(root, "GER")
    await waitFor(() => combobox(root).optionNames().length === 2, "two matches")
    expect(combobox(root).optionNames()).to.deep.equal(["Germany", "Nigeria"])
    await type("xx")
    await waitFor(() => root.textContent?.includes("No country matches “GERxx”."), "the message")
    expect(combobox(root).optionNames()).to.deep.equal([])
  })

  it("selects the highlighted country with ArrowDown and Enter", async () => {
    const { root } = await mountDemo("combobox")
    await typeInInput(root, "to")
    await waitFor(() => combobox(root).optionNames().length === 3, "three matches")
    await press("ArrowDown")
    await press("ArrowDown")
    const togo = await waitFor(
      () => root.querySelector('[data-part="item"][data-value="TG"][data-highlighted]'),
      "Togo highlighted",
    )
    expect(combobox(root).input().getAttribute("aria-activedescendant")).to.equal(togo.id)
    await press("Enter")
    await waitFor(() => !combobox(root).listbox(), "the list to close")
    expect(combobox(root).input().value).to.equal("Togo")
    await expectFocus(combobox(root).input())
  })

  it("selects a country by click", async () => {
    const { root } = await mountDemo("combobox")
    await typeInInput(root, "ken")
    await waitFor(() => combobox(root).optionNames().length === 1, "one match")
    await click(getByRole(combobox(root).listbox()!, "option", { name: "Kenya" }))
    await waitFor(() => !combobox(root).listbox(), "the list to close")
    expect(combobox(root).input().value).to.equal("Kenya")
  })

  it("Set to Togo puts Togo in the input and selects it", async () => {
    const { root } = await mountDemo("combobox")
    await click(combobox(root).button("Set to Togo"))
    await waitFor(() => combobox(root).input().value === "Togo", "Togo in the input")
    await click(combobox(root).toggle())
    await waitFor(() => combobox(root).listbox(), "the list to open")
    const togo = getByRole(combobox(root).listbox()!, "option", { name: "Togo" })
    expect(togo.getAttribute("aria-selected")).to.equal("true")
  })

  it("Set to Togo works after a search that excluded Togo", async () => {
    // The list opens above the input so that it does not cover the buttons below.
    const { root, element } = await mountDemo("combobox", { placement: "top-start" })
    element.style.cssText = "display:block;margin-top:18rem"
    await typeInInput(root, "ger")
    await waitFor(() => combobox(root).optionNames().length === 2, "two matches")
    await click(combobox(root).button("Set to Togo"))
    await waitFor(() => combobox(root).input().value === "Togo", "Togo in the input")
  })

  // zag's "[composition] external value change should keep item selection in sync"
  // (e2e/combobox.e2e.ts, page combobox/external-value-change): the Set to Togo button is it.
  it("keeps the item selection in sync when the value is set from outside after a search", async () => {
    const { root, element } = await mountDemo("combobox", { placement: "top-start" })
    element.style.cssText = "display:block;margin-top:18rem"
    await typeInInput(root, "ken")
    await waitFor(() => combobox(root).optionNames().length === 1, "one match")
    await press("Escape")
    await waitFor(() => !combobox(root).listbox(), "the list to close")
    await click(combobox(root).button("Set to Togo"))
    await waitFor(() => combobox(root).input().value === "Togo", "Togo in the input")
    await click(combobox(root).toggle())
    await waitFor(() => combobox(root).listbox(), "the list to open")
    const togo = getByRole(combobox(root).listbox()!, "option", { name: "Togo" })
    expect(togo.getAttribute("data-state")).to.equal("checked")
  })

  it("Clear Value empties the input and the selection", async () => {
    const { root } = await mountDemo("combobox")
    await click(combobox(root).button("Set to Togo"))
    await waitFor(() => combobox(root).input().value === "Togo", "Togo in the input")
    await click(combobox(root).button("Clear Value"))
    await waitFor(() => combobox(root).input().value === "", "an empty input")
    await click(combobox(root).toggle())
    await waitFor(() => combobox(root).listbox(), "the list to open")
    expect(root.querySelectorAll('[data-part="item"][aria-selected="true"]').length).to.equal(0)
  })

  it("opens the full list with the toggle button and closes it again", async () => {
    const { root } = await mountDemo("combobox")
    await click(combobox(root).toggle())
    await waitFor(() => combobox(root).listbox(), "the list to open")
    expect(combobox(root).optionNames().length).to.equal(countries.length)
    expect(combobox(root).optionNames()).to.include("Togo")
    await click(combobox(root).toggle())
    await waitFor(() => !combobox(root).listbox(), "the list to close")
  })

  it("closes on Escape with focus kept in the input", async () => {
    const { root } = await mountDemo("combobox")
    await typeInInput(root, "a")
    await press("Escape")
    await waitFor(() => !combobox(root).listbox(), "the list to close")
    expect(combobox(root).input().getAttribute("aria-expanded")).to.equal("false")
    await expectFocus(combobox(root).input())
  })

  it("closes on a click outside", async () => {
    const { root, element } = await mountDemo("combobox")
    await click(combobox(root).toggle())
    await waitFor(() => combobox(root).listbox(), "the list to open")
    await clickOnHostPage(element)
    await waitFor(() => !combobox(root).listbox(), "the list to close")
  })

  it("opens on a click in the input only when open on click is on", async () => {
    const { root, element } = await mountDemo("combobox")
    await click(combobox(root).input())
    expect(combobox(root).listbox()).to.equal(null)
    element.setAttribute("open-on-click", "")
    await press("Tab")
    await click(combobox(root).input())
    await waitFor(() => combobox(root).listbox(), "the list to open on click")
  })

  it("highlights the first match as the user types with autohighlight", async () => {
    const { root } = await mountDemo("combobox", { "input-behavior": "autohighlight" })
    await typeInInput(root, "ken")
    await waitFor(
      () => root.querySelector('[data-part="item"][data-value="KE"][data-highlighted]'),
      "Kenya highlighted without arrow keys",
    )
    await press("Enter")
    await waitFor(() => combobox(root).input().value === "Kenya", "Kenya chosen")
  })

  it("shows idle, focused, suggesting and interacting in the Visualizer", async () => {
    const { root } = await mountDemo("combobox")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "idle", "idle state")
    combobox(root).input().focus()
    await waitForVisualizer(root, "focused", "focused state")
    await type("to")
    await waitForVisualizer(root, "suggesting", "suggesting state")
    await press("ArrowDown")
    await waitForVisualizer(root, "interacting", "interacting state")
  })

  it("has no serious or critical axe violations with the list open", async () => {
    const { element, root } = await mountDemo("combobox")
    await typeInInput(root, "to")
    await press("ArrowDown")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
