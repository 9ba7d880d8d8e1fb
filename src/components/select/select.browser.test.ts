import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
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
} from "../../../test/browser/helpers"
import { select } from "./select.page"

async function openByClick(root: ShadowRoot) {
  await click(select(root).trigger())
  return waitFor(() => select(root).listbox(), "the list to open")
}

describe("<demo-select>", () => {
  afterEach(cleanup)

  it("shows the label, the placeholder, a hidden clear button and a submit button", async () => {
    const { root } = await mountDemo("select")
    expect(select(root).trigger().getAttribute("aria-haspopup")).to.equal("listbox")
    const native = getByLabelText(within(root), "Label", { selector: "select" })
    expect((native as HTMLSelectElement).name).to.equal("fruit")
    expect(select(root).trigger().textContent).to.contain("Select option")
    expect(select(root).trigger().getAttribute("aria-expanded")).to.equal("false")
    expect(select(root).clearButton().hidden).to.equal(true)
    expect(select(root).clearButton().getAttribute("aria-label")).to.equal("Clear value")
    expect(getByRole(within(root), "button", { name: "Submit" }).getAttribute("type")).to.equal(
      "submit",
    )
    expect(select(root).listbox()).to.equal(null)
  })

  it("opens on click below the trigger and chooses an option by click", async () => {
    const { root } = await mountDemo("select")
    const list = await openByClick(root)
    expect(select(root).trigger().getAttribute("aria-expanded")).to.equal("true")
    const triggerBox = select(root).trigger().getBoundingClientRect()
    const listBox = list.getBoundingClientRect()
    // bottom-start with an 8px gutter.
    expect(Math.round(listBox.top - triggerBox.bottom)).to.equal(8)
    expect(Math.round(listBox.left)).to.equal(Math.round(triggerBox.left))

    await click(select(root).option("Banana"))
    await waitFor(() => !select(root).listbox(), "the list to close")
    expect(select(root).valueText()).to.equal("Banana")
    expect(select(root).trigger().hasAttribute("data-placeholder-shown")).to.equal(false)
    expect(select(root).option("Banana").getAttribute("aria-selected")).to.equal("true")
    const indicator = select(root).option("Banana").querySelector('[data-part="item-indicator"]')!
    expect((indicator as HTMLElement).hidden).to.equal(false)
    await expectFocus(select(root).trigger())
  })

  it("opens with Enter and with ArrowDown on the trigger, and chooses with the keyboard", async () => {
    const { root } = await mountDemo("select")
    select(root).trigger().focus()
    await press("Enter")
    await waitFor(() => select(root).listbox(), "Enter to open the list")
    await press("Escape")
    await waitFor(() => !select(root).listbox(), "the list to close")

    await press("ArrowDown")
    await waitFor(() => select(root).listbox(), "ArrowDown to open the list")
    await waitFor(
      () => select(root).option("Apple").hasAttribute("data-highlighted"),
      "first highlighted",
    )
    await press("ArrowDown")
    await press("ArrowDown")
    expect(select(root).option("Cherry").hasAttribute("data-highlighted")).to.equal(true)
    await press("Enter")
    await waitFor(() => !select(root).listbox(), "the list to close after choosing")
    expect(select(root).valueText()).to.equal("Cherry")
  })

  it("stops at the last option unless loop focus is on", async () => {
    const { root, element } = await mountDemo("select")
    select(root).trigger().focus()
    await press("ArrowUp")
    await waitFor(() => select(root).listbox(), "ArrowUp to open the list")
    await waitFor(
      () => select(root).option("Pineapple").hasAttribute("data-highlighted"),
      "last one",
    )
    await press("ArrowDown")
    expect(select(root).option("Pineapple").hasAttribute("data-highlighted")).to.equal(true)
    await press("Escape")

    element.setAttribute("loop-focus", "")
    await waitFor(() => !select(root).listbox(), "the list to close")
    select(root).trigger().focus()
    await press("ArrowUp")
    await waitFor(
      () => select(root).option("Pineapple").hasAttribute("data-highlighted"),
      "last one",
    )
    await press("ArrowDown")
    await waitFor(
      () => select(root).option("Apple").hasAttribute("data-highlighted"),
      "wrap to first",
    )
  })

  it("closes on Escape and returns focus to the trigger", async () => {
    const { root } = await mountDemo("select")
    await openByClick(root)
    await press("Escape")
    await waitFor(() => !select(root).listbox(), "the list to close")
    await waitFor(() => deepActiveElement() === select(root).trigger(), "focus back on the trigger")
    expect(select(root).valueText()).to.equal("Select option")
  })

  it("closes on a click outside", async () => {
    const { root, element } = await mountDemo("select")
    await openByClick(root)
    await clickOnHostPage(element)
    await waitFor(() => !select(root).listbox(), "the list to close")
    expect(select(root).trigger().getAttribute("aria-expanded")).to.equal("false")
  })

  it("empties the value with the clear button", async () => {
    const { root } = await mountDemo("select")
    await openByClick(root)
    await click(select(root).option("Mango"))
    await waitFor(() => select(root).valueText() === "Mango", "Mango chosen")
    expect(select(root).clearButton().hidden).to.equal(false)
    await click(getByRole(within(root), "button", { name: "Clear value" }))
    await waitFor(() => select(root).valueText() === "Select option", "the placeholder again")
    expect(select(root).clearButton().hidden).to.equal(true)
    expect(select(root).option("Mango").getAttribute("aria-selected")).to.equal("false")
  })

  it("keeps the list open and selects several in multiple mode without close on select", async () => {
    const { root } = await mountDemo("select", { multiple: "", "close-on-select": "false" })
    const list = await openByClick(root)
    expect(list.getAttribute("aria-multiselectable")).to.equal("true")
    await click(select(root).option("Apple"))
    await click(select(root).option("Grape"))
    expect(select(root).listbox()).to.not.equal(null)
    expect(select(root).option("Apple").getAttribute("aria-selected")).to.equal("true")
    expect(select(root).option("Grape").getAttribute("aria-selected")).to.equal("true")
    expect(select(root).valueText()).to.equal("Apple, Grape")
    // Clicking a chosen option again removes it.
    await click(select(root).option("Apple"))
    await waitFor(() => select(root).valueText() === "Grape", "Apple removed")
  })

  it("closes after each choice when close on select stays on", async () => {
    const { root } = await mountDemo("select", { multiple: "" })
    await openByClick(root)
    await click(select(root).option("Apple"))
    await waitFor(() => !select(root).listbox(), "the list to close")
  })

  it("logs the chosen value on change and on submit", async () => {
    const { root } = await mountDemo("select", { log: "" })
    const logs = captureLogs()
    try {
      await openByClick(root)
      await click(select(root).option("Orange"))
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
    select(root).trigger().focus()
    await waitForVisualizer(root, 'state: "focused"', "focused state")
    await press("Enter")
    await waitForVisualizer(root, 'state: "open"', "open state")
  })

  it("changes the live widget from the Controls tab", async () => {
    const { root } = await mountDemo("select")
    await click(getByLabelText(within(root), "Disabled"))
    await waitFor(() => select(root).trigger().hasAttribute("disabled"), "a disabled trigger")
    await click(getByLabelText(within(root), "Disabled"))
    await click(getByLabelText(within(root), "Read-only"))
    await click(select(root).trigger())
    expect(select(root).listbox()).to.equal(null)
  })

  it("opens above the trigger when placement is top-start", async () => {
    const { root, element } = await mountDemo("select", { placement: "top-start" })
    element.style.cssText = "display:block;margin-top:300px"
    const list = await openByClick(root)
    await waitFor(
      () =>
        list.getBoundingClientRect().bottom <= select(root).trigger().getBoundingClientRect().top,
      "the list above the trigger",
    )
  })

  it("has no serious or critical axe violations with the list open", async () => {
    const { element, root } = await mountDemo("select")
    await openByClick(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
