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
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "./helpers"

const stage = (root: ShadowRoot) => root.querySelector<HTMLElement>(".sb-stage")!
const radio = (root: ShadowRoot, name: string) =>
  getByRole(stage(root), "radio", { name }) as HTMLInputElement
const item = (root: ShadowRoot, name: string) => radio(root, name).closest("label")!
const checkedNames = (root: ShadowRoot) =>
  (getAllByRole(stage(root), "radio") as HTMLInputElement[])
    .filter((input) => input.checked)
    .map((input) => input.value)

describe("<demo-radio-group>", () => {
  afterEach(cleanup)

  it("shows the Fruits title and four fruits, stacked vertically, none chosen", async () => {
    const { root } = await mountDemo("radio-group")
    const group = getByRole(stage(root), "radiogroup", { name: "Fruits" })
    expect(group.querySelector('[data-part="label"]')!.textContent).to.equal("Fruits")
    expect(group.getAttribute("aria-orientation")).to.equal("vertical")
    expect(getAllByRole(group, "radio").map((r) => r.getAttribute("value"))).to.deep.equal([
      "apple",
      "orange",
      "mango",
      "grape",
    ])
    for (const name of ["Apples", "Oranges", "Mangoes", "Grapes"]) radio(root, name)
    expect(checkedNames(root)).to.deep.equal([])
    const first = item(root, "Apples").getBoundingClientRect()
    const second = item(root, "Oranges").getBoundingClientRect()
    expect(second.top).to.be.greaterThan(first.top)
  })

  it("selects a fruit on click", async () => {
    const { root } = await mountDemo("radio-group")
    await click(item(root, "Mangoes"))
    expect(checkedNames(root)).to.deep.equal(["mango"])
    expect(item(root, "Mangoes").getAttribute("data-state")).to.equal("checked")
    await click(item(root, "Apples"))
    expect(checkedNames(root)).to.deep.equal(["apple"])
    expect(item(root, "Mangoes").getAttribute("data-state")).to.equal("unchecked")
  })

  it("moves and selects with the arrow keys", async () => {
    const { root } = await mountDemo("radio-group")
    await click(item(root, "Apples"))
    await expectFocus(radio(root, "Apples"))
    await press("ArrowDown")
    await expectFocus(radio(root, "Oranges"))
    await waitFor(() => item(root, "Oranges").getAttribute("data-state") === "checked", "oranges")
    await press("ArrowUp")
    await press("ArrowUp")
    await expectFocus(radio(root, "Grapes"))
    await waitFor(() => item(root, "Grapes").getAttribute("data-state") === "checked", "grapes")
  })

  it("blocks changes when read-only or disabled", async () => {
    const { root, element } = await mountDemo("radio-group", { "read-only": "" })
    await click(item(root, "Oranges"))
    expect(checkedNames(root)).to.deep.equal([])
    expect(item(root, "Oranges").getAttribute("data-state")).to.equal("unchecked")
    element.removeAttribute("read-only")
    element.setAttribute("disabled", "")
    await waitFor(() => radio(root, "Oranges").disabled, "disabled radios")
    await click(item(root, "Oranges"))
    expect(item(root, "Oranges").getAttribute("data-state")).to.equal("unchecked")
  })

  it("logs the chosen fruit in its form, and reset clears it", async () => {
    const { root } = await mountDemo("radio-group", { name: "favourite", log: "" })
    const logs: string[] = []
    const original = console.log
    console.log = (...args: unknown[]) => logs.push(args.map((a) => JSON.stringify(a)).join(" "))
    try {
      await click(item(root, "Grapes"))
      await click(getByRole(stage(root), "button", { name: "Submit" }))
    } finally {
      console.log = original
    }
    expect(
      logs.some((l) => l.includes("form change") && l.includes('{"favourite":"grape"}')),
    ).to.equal(true, logs.join("\n"))
    expect(
      logs.some((l) => l.includes("form submit") && l.includes('{"favourite":"grape"}')),
    ).to.equal(true)
    await click(getByRole(stage(root), "button", { name: "Reset" }))
    await waitFor(() => item(root, "Grapes").getAttribute("data-state") === "unchecked", "reset")
    expect(checkedNames(root)).to.deep.equal([])
  })

  it("follows the orientation and direction controls", async () => {
    const { root } = await mountDemo("radio-group")
    const orientation = getByLabelText(within(root), "Orientation")
    ;(orientation as HTMLSelectElement).value = "horizontal"
    orientation.dispatchEvent(new Event("change", { bubbles: true }))
    const group = getByRole(stage(root), "radiogroup")
    await waitFor(() => group.getAttribute("aria-orientation") === "horizontal", "horizontal")
    const first = item(root, "Apples").getBoundingClientRect()
    const second = item(root, "Oranges").getBoundingClientRect()
    expect(second.left).to.be.greaterThan(first.left)
    const direction = getByLabelText(within(root), "Direction")
    ;(direction as HTMLSelectElement).value = "rtl"
    direction.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(() => group.getAttribute("dir") === "rtl", "rtl")
    expect(item(root, "Oranges").getBoundingClientRect().left).to.be.lessThan(
      item(root, "Apples").getBoundingClientRect().left,
    )
  })

  it("shows the idle state and the value in the Visualizer", async () => {
    const { root } = await mountDemo("radio-group")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    expect(visualizerText(root)).to.contain("value: undefined")
    await click(item(root, "Oranges"))
    await waitForVisualizer(root, 'value: "orange"', "orange value")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("radio-group")
    await click(item(root, "Apples"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
