import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
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
} from "./helpers"

const input = (root: ShadowRoot) =>
  getByRole(root.querySelector<HTMLElement>(".sb-stage")!, "checkbox", {
    name: /^Feature is/,
  }) as HTMLInputElement
const control = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="switch"][data-part="control"]')!
const labelText = (root: ShadowRoot) =>
  root.querySelector('[data-scope="switch"][data-part="label"]')!.textContent

describe("<demo-switch>", () => {
  afterEach(cleanup)

  it("starts off and says the feature is disabled", async () => {
    const { root } = await mountDemo("switch")
    expect(labelText(root)).to.equal("Feature is disabled")
    expect(input(root).checked).to.equal(false)
    expect(control(root).getAttribute("data-state")).to.equal("unchecked")
    expect(input(root).value).to.equal("on")
  })

  it("turns on and off on click, and the text follows", async () => {
    const { root } = await mountDemo("switch")
    await click(control(root))
    expect(labelText(root)).to.equal("Feature is enabled")
    expect(input(root).checked).to.equal(true)
    expect(control(root).getAttribute("data-state")).to.equal("checked")
    await click(root.querySelector('[data-scope="switch"][data-part="label"]')!)
    expect(labelText(root)).to.equal("Feature is disabled")
  })

  it("toggles with Space", async () => {
    const { root } = await mountDemo("switch")
    input(root).focus()
    await expectFocus(input(root))
    await press("Space")
    expect(labelText(root)).to.equal("Feature is enabled")
    await press("Space")
    expect(labelText(root)).to.equal("Feature is disabled")
  })

  it("ignores clicks and Space when read-only or disabled", async () => {
    const { root, element } = await mountDemo("switch", { "read-only": "" })
    await click(control(root))
    input(root).focus()
    await press("Space")
    expect(labelText(root)).to.equal("Feature is disabled")
    element.removeAttribute("read-only")
    element.setAttribute("disabled", "")
    await waitFor(() => input(root).disabled, "a disabled switch")
    await click(control(root))
    expect(labelText(root)).to.equal("Feature is disabled")
  })

  it("logs its name and value in the form", async () => {
    const { root } = await mountDemo("switch", { name: "beta", value: "yes", log: "" })
    const logs: string[] = []
    const original = console.log
    console.log = (...args: unknown[]) => logs.push(args.map((a) => JSON.stringify(a)).join(" "))
    try {
      await click(control(root))
    } finally {
      console.log = original
    }
    expect(
      logs.some((line) => line.includes("form change") && line.includes('{"beta":"yes"}')),
    ).to.equal(true, logs.join("\n"))
  })

  it("shows the ready state and the checked context in the Visualizer", async () => {
    const { root } = await mountDemo("switch")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "ready"', "ready state")
    expect(visualizerText(root)).to.contain("checked: false")
    await click(control(root))
    await waitForVisualizer(root, "checked: true", "checked context")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("switch")
    await click(control(root))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
