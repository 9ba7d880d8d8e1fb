import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
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
} from "../../../test/browser/helpers"
import { radioGroup } from "./radio-group.page"

describe("<demo-radio-group>", () => {
  afterEach(cleanup)

  it("shows the Fruits title and four fruits, stacked vertically, none chosen", async () => {
    const { root } = await mountDemo("radio-group")
    const group = radioGroup(root).group()
    expect(radioGroup(root).label()).to.equal("Fruits")
    expect(group.getAttribute("aria-orientation")).to.equal("vertical")
    expect(radioGroup(root).values()).to.deep.equal(["apple", "orange", "mango", "grape"])
    for (const name of ["Apples", "Oranges", "Mangoes", "Grapes"]) radioGroup(root).radio(name)
    expect(radioGroup(root).checkedValues()).to.deep.equal([])
    const first = radioGroup(root).item("Apples").getBoundingClientRect()
    const second = radioGroup(root).item("Oranges").getBoundingClientRect()
    expect(second.top).to.be.greaterThan(first.top)
  })

  it("selects a fruit on click", async () => {
    const { root } = await mountDemo("radio-group")
    await click(radioGroup(root).item("Mangoes"))
    expect(radioGroup(root).checkedValues()).to.deep.equal(["mango"])
    expect(radioGroup(root).item("Mangoes").getAttribute("data-state")).to.equal("checked")
    await click(radioGroup(root).item("Apples"))
    expect(radioGroup(root).checkedValues()).to.deep.equal(["apple"])
    expect(radioGroup(root).item("Mangoes").getAttribute("data-state")).to.equal("unchecked")
  })

  it("moves and selects with the arrow keys", async () => {
    const { root } = await mountDemo("radio-group")
    await click(radioGroup(root).item("Apples"))
    await expectFocus(radioGroup(root).radio("Apples"))
    await press("ArrowDown")
    await expectFocus(radioGroup(root).radio("Oranges"))
    await waitFor(
      () => radioGroup(root).item("Oranges").getAttribute("data-state") === "checked",
      "oranges",
    )
    await press("ArrowUp")
    await press("ArrowUp")
    await expectFocus(radioGroup(root).radio("Grapes"))
    await waitFor(
      () => radioGroup(root).item("Grapes").getAttribute("data-state") === "checked",
      "grapes",
    )
  })

  it("blocks changes when read-only or disabled", async () => {
    const { root, element } = await mountDemo("radio-group", { "read-only": "" })
    await click(radioGroup(root).item("Oranges"))
    expect(radioGroup(root).checkedValues()).to.deep.equal([])
    expect(radioGroup(root).item("Oranges").getAttribute("data-state")).to.equal("unchecked")
    element.removeAttribute("read-only")
    element.setAttribute("disabled", "")
    await waitFor(() => radioGroup(root).radio("Oranges").disabled, "disabled radios")
    await click(radioGroup(root).item("Oranges"))
    expect(radioGroup(root).item("Oranges").getAttribute("data-state")).to.equal("unchecked")
  })

  it("logs the chosen fruit in its form, and reset clears it", async () => {
    const { root } = await mountDemo("radio-group", { name: "favourite", log: "" })
    const logs: string[] = []
    const original = console.log
    console.log = (...args: unknown[]) => logs.push(args.map((a) => JSON.stringify(a)).join(" "))
    try {
      await click(radioGroup(root).item("Grapes"))
      await click(radioGroup(root).button("Submit"))
    } finally {
      console.log = original
    }
    expect(
      logs.some((l) => l.includes("form change") && l.includes('{"favourite":"grape"}')),
    ).to.equal(true, logs.join("\n"))
    expect(
      logs.some((l) => l.includes("form submit") && l.includes('{"favourite":"grape"}')),
    ).to.equal(true)
    await click(radioGroup(root).button("Reset"))
    await waitFor(
      () => radioGroup(root).item("Grapes").getAttribute("data-state") === "unchecked",
      "reset",
    )
    expect(radioGroup(root).checkedValues()).to.deep.equal([])
  })

  it("follows the orientation and direction controls", async () => {
    const { root } = await mountDemo("radio-group")
    const orientation = getByLabelText(within(root), "Orientation")
    ;(orientation as HTMLSelectElement).value = "horizontal"
    orientation.dispatchEvent(new Event("change", { bubbles: true }))
    const group = radioGroup(root).group()
    await waitFor(() => group.getAttribute("aria-orientation") === "horizontal", "horizontal")
    const first = radioGroup(root).item("Apples").getBoundingClientRect()
    const second = radioGroup(root).item("Oranges").getBoundingClientRect()
    expect(second.left).to.be.greaterThan(first.left)
    const direction = getByLabelText(within(root), "Direction")
    ;(direction as HTMLSelectElement).value = "rtl"
    direction.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(() => group.getAttribute("dir") === "rtl", "rtl")
    expect(radioGroup(root).item("Oranges").getBoundingClientRect().left).to.be.lessThan(
      radioGroup(root).item("Apples").getBoundingClientRect().left,
    )
  })

  it("shows the idle state and the value in the Visualizer", async () => {
    const { root } = await mountDemo("radio-group")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    expect(visualizerText(root)).to.contain("value: undefined")
    await click(radioGroup(root).item("Oranges"))
    await waitForVisualizer(root, 'value: "orange"', "orange value")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("radio-group")
    await click(radioGroup(root).item("Apples"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
