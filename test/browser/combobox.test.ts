import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { countries } from "../../src/data/countries"
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
  within,
} from "./helpers"

const input = (root: ShadowRoot) =>
  getByRole(within(root), "combobox", { name: "Select country" }) as HTMLInputElement
const toggle = (root: ShadowRoot) =>
  getByRole(within(root), "button", { name: "Toggle suggestions", hidden: true })
const button = (root: ShadowRoot, name: string) => getByRole(within(root), "button", { name })
const listbox = (root: ShadowRoot) => queryByRole(within(root), "listbox")
const optionNames = (root: ShadowRoot) =>
  [...root.querySelectorAll('[data-scope="combobox"][data-part="item"]')].map(
    (item) => item.querySelector('[data-part="item-text"]')!.textContent,
  )

async function typeInInput(root: ShadowRoot, text: string) {
  await click(input(root))
  await type(text)
  return waitFor(() => listbox(root), "the list to open while typing")
}

describe("<demo-combobox>", () => {
  afterEach(cleanup)

  it("shows a labelled input, a toggle button, Set to Togo and Clear Value", async () => {
    const { root } = await mountDemo("combobox")
    expect(input(root).value).to.equal("")
    expect(input(root).getAttribute("aria-expanded")).to.equal("false")
    expect(toggle(root).getAttribute("aria-haspopup")).to.equal("listbox")
    expect(button(root, "Set to Togo").getAttribute("type")).to.equal("button")
    expect(button(root, "Clear Value").getAttribute("type")).to.equal("button")
    expect(input(root).placeholder).to.equal("Type to search")
    expect(listbox(root)).to.equal(null)
  })

  it("filters the countries by label as the user types, ignoring case", async () => {
    const { root } = await mountDemo("combobox")
    await typeInInput(root, "to")
    await waitFor(() => optionNames(root).length < countries.length, "a shorter list")
    expect(optionNames(root)).to.deep.equal(["Estonia", "Togo", "Tonga"])
    await type("GO")
    await waitFor(() => optionNames(root).length === 1, "one match")
    expect(optionNames(root)).to.deep.equal(["Togo"])
  })

  it("matches anywhere in the label, and says when nothing matches", async () => {
    const { root } = await mountDemo("combobox")
    await typeInInput(root, "GER")
    await waitFor(() => optionNames(root).length === 2, "two matches")
    expect(optionNames(root)).to.deep.equal(["Germany", "Nigeria"])
    await type("xx")
    await waitFor(() => root.textContent?.includes("No country matches “GERxx”."), "the message")
    expect(optionNames(root)).to.deep.equal([])
  })

  it("selects the highlighted country with ArrowDown and Enter", async () => {
    const { root } = await mountDemo("combobox")
    await typeInInput(root, "to")
    await waitFor(() => optionNames(root).length === 3, "three matches")
    await press("ArrowDown")
    await press("ArrowDown")
    const togo = await waitFor(
      () => root.querySelector('[data-part="item"][data-value="TG"][data-highlighted]'),
      "Togo highlighted",
    )
    expect(input(root).getAttribute("aria-activedescendant")).to.equal(togo.id)
    await press("Enter")
    await waitFor(() => !listbox(root), "the list to close")
    expect(input(root).value).to.equal("Togo")
    await expectFocus(input(root))
  })

  it("selects a country by click", async () => {
    const { root } = await mountDemo("combobox")
    await typeInInput(root, "ken")
    await waitFor(() => optionNames(root).length === 1, "one match")
    await click(getByRole(listbox(root)!, "option", { name: "Kenya" }))
    await waitFor(() => !listbox(root), "the list to close")
    expect(input(root).value).to.equal("Kenya")
  })

  it("Set to Togo puts Togo in the input and selects it", async () => {
    const { root } = await mountDemo("combobox")
    await click(button(root, "Set to Togo"))
    await waitFor(() => input(root).value === "Togo", "Togo in the input")
    await click(toggle(root))
    await waitFor(() => listbox(root), "the list to open")
    const togo = getByRole(listbox(root)!, "option", { name: "Togo" })
    expect(togo.getAttribute("aria-selected")).to.equal("true")
  })

  it("Set to Togo works after a search that excluded Togo", async () => {
    // The list opens above the input so that it does not cover the buttons below.
    const { root, element } = await mountDemo("combobox", { placement: "top-start" })
    element.style.cssText = "display:block;margin-top:18rem"
    await typeInInput(root, "ger")
    await waitFor(() => optionNames(root).length === 2, "two matches")
    await click(button(root, "Set to Togo"))
    await waitFor(() => input(root).value === "Togo", "Togo in the input")
  })

  it("Clear Value empties the input and the selection", async () => {
    const { root } = await mountDemo("combobox")
    await click(button(root, "Set to Togo"))
    await waitFor(() => input(root).value === "Togo", "Togo in the input")
    await click(button(root, "Clear Value"))
    await waitFor(() => input(root).value === "", "an empty input")
    await click(toggle(root))
    await waitFor(() => listbox(root), "the list to open")
    expect(root.querySelectorAll('[data-part="item"][aria-selected="true"]').length).to.equal(0)
  })

  it("opens the full list with the toggle button and closes it again", async () => {
    const { root } = await mountDemo("combobox")
    await click(toggle(root))
    await waitFor(() => listbox(root), "the list to open")
    expect(optionNames(root).length).to.equal(countries.length)
    expect(optionNames(root)).to.include("Togo")
    await click(toggle(root))
    await waitFor(() => !listbox(root), "the list to close")
  })

  it("closes on Escape with focus kept in the input", async () => {
    const { root } = await mountDemo("combobox")
    await typeInInput(root, "a")
    await press("Escape")
    await waitFor(() => !listbox(root), "the list to close")
    expect(input(root).getAttribute("aria-expanded")).to.equal("false")
    await expectFocus(input(root))
  })

  it("closes on a click outside", async () => {
    const { root, element } = await mountDemo("combobox")
    await click(toggle(root))
    await waitFor(() => listbox(root), "the list to open")
    await clickOnHostPage(element)
    await waitFor(() => !listbox(root), "the list to close")
  })

  it("opens on a click in the input only when open on click is on", async () => {
    const { root, element } = await mountDemo("combobox")
    await click(input(root))
    expect(listbox(root)).to.equal(null)
    element.setAttribute("open-on-click", "")
    await press("Tab")
    await click(input(root))
    await waitFor(() => listbox(root), "the list to open on click")
  })

  it("highlights the first match as the user types with autohighlight", async () => {
    const { root } = await mountDemo("combobox", { "input-behavior": "autohighlight" })
    await typeInInput(root, "ken")
    await waitFor(
      () => root.querySelector('[data-part="item"][data-value="KE"][data-highlighted]'),
      "Kenya highlighted without arrow keys",
    )
    await press("Enter")
    await waitFor(() => input(root).value === "Kenya", "Kenya chosen")
  })

  it("shows idle, focused, suggesting and interacting in the Visualizer", async () => {
    const { root } = await mountDemo("combobox")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "idle", "idle state")
    input(root).focus()
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
