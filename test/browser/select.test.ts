import { expect } from "chai"
import { getByLabelText, getByRole, queryByRole } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  clickOnHostPage,
  deepActiveElement,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  waitFor,
  waitForVisualizer,
  within,
} from "./helpers"

const trigger = (root: ShadowRoot) => getByRole(within(root), "combobox", { name: "Label" })
const listbox = (root: ShadowRoot) => queryByRole(within(root), "listbox")
// The list's options, not the hidden native select's (hidden: the list may be closed).
const option = (root: ShadowRoot, name: string) =>
  getByRole(
    root.querySelector<HTMLElement>('[data-scope="select"][data-part="content"]')!,
    "option",
    {
      name,
      hidden: true,
    },
  )
const clearButton = (root: ShadowRoot) =>
  root.querySelector<HTMLButtonElement>('[data-scope="select"][data-part="clear-trigger"]')!
const valueText = (root: ShadowRoot) =>
  root.querySelector('[data-scope="select"][data-part="value-text"]')!.textContent

async function openByClick(root: ShadowRoot) {
  await click(trigger(root))
  return waitFor(() => listbox(root), "the list to open")
}

describe("<demo-select>", () => {
  afterEach(cleanup)

  it("shows the label, the placeholder, a hidden clear button and a submit button", async () => {
    const { root } = await mountDemo("select")
    expect(trigger(root).getAttribute("aria-haspopup")).to.equal("listbox")
    const native = getByLabelText(within(root), "Label", { selector: "select" })
    expect((native as HTMLSelectElement).name).to.equal("fruit")
    expect(trigger(root).textContent).to.contain("Select option")
    expect(trigger(root).getAttribute("aria-expanded")).to.equal("false")
    expect(clearButton(root).hidden).to.equal(true)
    expect(clearButton(root).getAttribute("aria-label")).to.equal("Clear value")
    expect(getByRole(within(root), "button", { name: "Submit" }).getAttribute("type")).to.equal(
      "submit",
    )
    expect(listbox(root)).to.equal(null)
  })

  it("opens on click below the trigger and chooses an option by click", async () => {
    const { root } = await mountDemo("select")
    const list = await openByClick(root)
    expect(trigger(root).getAttribute("aria-expanded")).to.equal("true")
    const triggerBox = trigger(root).getBoundingClientRect()
    const listBox = list.getBoundingClientRect()
    // bottom-start with an 8px gutter (SPEC §9).
    expect(Math.round(listBox.top - triggerBox.bottom)).to.equal(8)
    expect(Math.round(listBox.left)).to.equal(Math.round(triggerBox.left))

    await click(option(root, "Banana"))
    await waitFor(() => !listbox(root), "the list to close")
    expect(valueText(root)).to.equal("Banana")
    expect(trigger(root).hasAttribute("data-placeholder-shown")).to.equal(false)
    expect(option(root, "Banana").getAttribute("aria-selected")).to.equal("true")
    const indicator = option(root, "Banana").querySelector('[data-part="item-indicator"]')!
    expect((indicator as HTMLElement).hidden).to.equal(false)
    await expectFocus(trigger(root))
  })

  it("opens with Enter and with ArrowDown on the trigger, and chooses with the keyboard", async () => {
    const { root } = await mountDemo("select")
    trigger(root).focus()
    await press("Enter")
    await waitFor(() => listbox(root), "Enter to open the list")
    await press("Escape")
    await waitFor(() => !listbox(root), "the list to close")

    await press("ArrowDown")
    await waitFor(() => listbox(root), "ArrowDown to open the list")
    await waitFor(() => option(root, "Apple").hasAttribute("data-highlighted"), "first highlighted")
    await press("ArrowDown")
    await press("ArrowDown")
    expect(option(root, "Cherry").hasAttribute("data-highlighted")).to.equal(true)
    await press("Enter")
    await waitFor(() => !listbox(root), "the list to close after choosing")
    expect(valueText(root)).to.equal("Cherry")
  })

  it("stops at the last option unless loop focus is on", async () => {
    const { root, element } = await mountDemo("select")
    trigger(root).focus()
    await press("ArrowUp")
    await waitFor(() => listbox(root), "ArrowUp to open the list")
    await waitFor(() => option(root, "Pineapple").hasAttribute("data-highlighted"), "last one")
    await press("ArrowDown")
    expect(option(root, "Pineapple").hasAttribute("data-highlighted")).to.equal(true)
    await press("Escape")

    element.setAttribute("loop-focus", "")
    await waitFor(() => !listbox(root), "the list to close")
    trigger(root).focus()
    await press("ArrowUp")
    await waitFor(() => option(root, "Pineapple").hasAttribute("data-highlighted"), "last one")
    await press("ArrowDown")
    await waitFor(() => option(root, "Apple").hasAttribute("data-highlighted"), "wrap to first")
  })

  it("closes on Escape and returns focus to the trigger", async () => {
    const { root } = await mountDemo("select")
    await openByClick(root)
    await press("Escape")
    await waitFor(() => !listbox(root), "the list to close")
    await waitFor(() => deepActiveElement() === trigger(root), "focus back on the trigger")
    expect(valueText(root)).to.equal("Select option")
  })

  it("closes on a click outside", async () => {
    const { root, element } = await mountDemo("select")
    await openByClick(root)
    await clickOnHostPage(element)
    await waitFor(() => !listbox(root), "the list to close")
    expect(trigger(root).getAttribute("aria-expanded")).to.equal("false")
  })

  it("empties the value with the clear button", async () => {
    const { root } = await mountDemo("select")
    await openByClick(root)
    await click(option(root, "Mango"))
    await waitFor(() => valueText(root) === "Mango", "Mango chosen")
    expect(clearButton(root).hidden).to.equal(false)
    await click(getByRole(within(root), "button", { name: "Clear value" }))
    await waitFor(() => valueText(root) === "Select option", "the placeholder again")
    expect(clearButton(root).hidden).to.equal(true)
    expect(option(root, "Mango").getAttribute("aria-selected")).to.equal("false")
  })

  it("keeps the list open and selects several in multiple mode without close on select", async () => {
    const { root } = await mountDemo("select", { multiple: "", "close-on-select": "false" })
    const list = await openByClick(root)
    expect(list.getAttribute("aria-multiselectable")).to.equal("true")
    await click(option(root, "Apple"))
    await click(option(root, "Grape"))
    expect(listbox(root)).to.not.equal(null)
    expect(option(root, "Apple").getAttribute("aria-selected")).to.equal("true")
    expect(option(root, "Grape").getAttribute("aria-selected")).to.equal("true")
    expect(valueText(root)).to.equal("Apple, Grape")
    // Clicking a chosen option again removes it.
    await click(option(root, "Apple"))
    await waitFor(() => valueText(root) === "Grape", "Apple removed")
  })

  it("closes after each choice when close on select stays on", async () => {
    const { root } = await mountDemo("select", { multiple: "" })
    await openByClick(root)
    await click(option(root, "Apple"))
    await waitFor(() => !listbox(root), "the list to close")
  })

  it("logs the chosen value on change and on submit", async () => {
    const { root } = await mountDemo("select", { log: "" })
    const logs = captureLogs()
    try {
      await openByClick(root)
      await click(option(root, "Orange"))
      await waitFor(
        () => logs.lines.some(([line]) => String(line).includes("form change")),
        "a change log",
      )
      const change = logs.lines.find(([line]) => String(line).includes("form change"))!
      expect(change[1]).to.deep.equal({ fruit: "orange" })
      await click(getByRole(within(root), "button", { name: "Submit" }))
      const submit = await waitFor(
        () => logs.lines.find(([line]) => String(line) === "<demo-select> form submit"),
        "a submit log",
      )
      expect(submit[1]).to.deep.equal({ fruit: "orange" })
    } finally {
      logs.restore()
    }
  })

  it("shows idle, focused and open in the Visualizer", async () => {
    const { root } = await mountDemo("select")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    trigger(root).focus()
    await waitForVisualizer(root, 'state: "focused"', "focused state")
    await press("Enter")
    await waitForVisualizer(root, 'state: "open"', "open state")
  })

  it("changes the live widget from the Controls tab", async () => {
    const { root } = await mountDemo("select")
    await click(getByLabelText(within(root), "Disabled"))
    await waitFor(() => trigger(root).hasAttribute("disabled"), "a disabled trigger")
    await click(getByLabelText(within(root), "Disabled"))
    await click(getByLabelText(within(root), "Read-only"))
    await click(trigger(root))
    expect(listbox(root)).to.equal(null)
  })

  it("opens above the trigger when placement is top-start", async () => {
    const { root, element } = await mountDemo("select", { placement: "top-start" })
    element.style.cssText = "display:block;margin-top:300px"
    const list = await openByClick(root)
    await waitFor(
      () => list.getBoundingClientRect().bottom <= trigger(root).getBoundingClientRect().top,
      "the list above the trigger",
    )
  })

  it("has no serious or critical axe violations with the list open", async () => {
    const { element, root } = await mountDemo("select")
    await openByClick(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
