import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { pinInput } from "./pin-input.page"

const focusedIndex = () => (deepActiveElement() as HTMLElement | null)?.dataset.index
const hasValues = (root: ShadowRoot, expected: string[]) =>
  waitFor(
    () => pinInput(root).values().join("|") === expected.join("|"),
    `values ${expected.join(",")}`,
  )

describe("<demo-pin-input>", () => {
  afterEach(cleanup)

  it("shows a label, four labelled inputs with placeholders and a Clear button", async () => {
    const { root } = await mountDemo("pin-input")
    expect(root.querySelector('[data-part="label"]')?.textContent).to.equal("Enter your PIN")
    expect(pinInput(root).inputs()).to.have.length(4)
    expect(
      pinInput(root)
        .inputs()
        .map((input) => input.getAttribute("aria-label")),
    ).to.deep.equal(["pin code 1 of 4", "pin code 2 of 4", "pin code 3 of 4", "pin code 4 of 4"])
    expect(pinInput(root).inputs()[1]!.placeholder).to.equal("○")
    expect(getByRole(within(root), "button", { name: "Clear" }).textContent).to.equal("Clear")
  })

  it("fills the inputs as digits are typed, moving focus, and reports the completed value", async () => {
    const { root } = await mountDemo("pin-input")
    await click(pinInput(root).inputs()[0]!)
    await type("12")
    await hasValues(root, ["1", "2", "", ""])
    expect(focusedIndex()).to.equal("2")
    await type("34")
    await hasValues(root, ["1", "2", "3", "4"])
    const status = pinInput(root).result()
    await waitFor(() => status.textContent === "Completed: 1234", "the completed value")
    expect(pinInput(root).hidden().value).to.equal("1234")
  })

  it("refuses a letter in numeric mode and says why", async () => {
    const { root } = await mountDemo("pin-input")
    await click(pinInput(root).inputs()[0]!)
    await type("a")
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), "the message")
    expect(alert.textContent).to.equal("“a” refused: only digits are accepted.")
    expect(pinInput(root).values()).to.deep.equal(["", "", "", ""])
    expect(focusedIndex()).to.equal("0")
    await type("7")
    await hasValues(root, ["7", "", "", ""])
    await waitFor(() => !root.querySelector('[role="alert"]'), "the message to go")
  })

  it("accepts letters and refuses digits in alphabetic mode; takes both in alphanumeric", async () => {
    const { root, element } = await mountDemo("pin-input", { type: "alphabetic" })
    await click(pinInput(root).inputs()[0]!)
    await type("a1b")
    await hasValues(root, ["a", "b", "", ""])
    element.setAttribute("type", "alphanumeric")
    await waitFor(() => pinInput(root).inputs()[2], "inputs")
    pinInput(root).inputs()[2]!.focus()
    await type("3c")
    await hasValues(root, ["a", "b", "3", "c"])
  })

  it("clears the previous input and moves back with Backspace", async () => {
    const { root } = await mountDemo("pin-input")
    await click(pinInput(root).inputs()[0]!)
    await type("123")
    await hasValues(root, ["1", "2", "3", ""])
    await press("Backspace")
    await hasValues(root, ["1", "2", "", ""])
    expect(focusedIndex()).to.equal("2")
    await press("Backspace")
    await hasValues(root, ["1", "", "", ""])
    expect(focusedIndex()).to.equal("1")
  })

  it("empties every input with Clear", async () => {
    const { root } = await mountDemo("pin-input")
    await click(pinInput(root).inputs()[0]!)
    await type("1234")
    await hasValues(root, ["1", "2", "3", "4"])
    await click(getByRole(within(root), "button", { name: "Clear" }))
    await hasValues(root, ["", "", "", ""])
    expect(pinInput(root).result().textContent).to.equal("")
  })

  it("follows the length, mask and otp controls", async () => {
    const { root, element } = await mountDemo("pin-input", { length: "6", mask: "", otp: "" })
    expect(pinInput(root).inputs()).to.have.length(6)
    expect(
      pinInput(root)
        .inputs()
        .every((input) => input.type === "password"),
    ).to.equal(true)
    expect(pinInput(root).inputs()[0]!.autocomplete).to.equal("one-time-code")
    element.setAttribute("length", "3")
    await waitFor(() => pinInput(root).inputs().length === 3, "three inputs")
    await click(pinInput(root).inputs()[0]!)
    await type("987")
    const status = pinInput(root).result()
    await waitFor(() => status.textContent === "Completed: •••", "a masked completed value")
  })

  it("cannot be typed into when read-only or disabled", async () => {
    const { root, element } = await mountDemo("pin-input", { "read-only": "" })
    await click(pinInput(root).inputs()[0]!)
    await type("12")
    expect(pinInput(root).values()).to.deep.equal(["", "", "", ""])
    element.removeAttribute("read-only")
    element.setAttribute("disabled", "")
    await waitFor(
      () =>
        pinInput(root)
          .inputs()
          .every((input) => input.disabled),
      "disabled inputs",
    )
  })

  it("shows idle and focused in the Visualizer", async () => {
    const { root } = await mountDemo("pin-input")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle")
    pinInput(root).inputs()[0]!.focus()
    await waitForVisualizer(root, 'state: "focused"', "focused")
    await type("5")
    await waitForVisualizer(root, "focusedIndex: 1", "focusedIndex 1")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("pin-input")
    await click(pinInput(root).inputs()[0]!)
    await type("12")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
