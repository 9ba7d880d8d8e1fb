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
  within,
} from "./helpers"

const box = (root: ShadowRoot) =>
  getByRole(within(root), "checkbox", {
    name: "Subscribe to the newsletter",
  }) as HTMLInputElement
const control = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="checkbox"][data-part="control"]')!
const button = (root: ShadowRoot, name: string) => getByRole(within(root), "button", { name })

/** Records console.log calls while `run` executes. */
async function logsDuring(run: () => Promise<void>) {
  const logs: string[] = []
  const original = console.log
  console.log = (...args: unknown[]) => logs.push(args.map((a) => JSON.stringify(a)).join(" "))
  try {
    await run()
  } finally {
    console.log = original
  }
  return logs
}

describe("<demo-checkbox>", () => {
  afterEach(cleanup)

  it("shows the labelled checkbox, unchecked, in a form with its buttons", async () => {
    const { root } = await mountDemo("checkbox")
    expect(box(root).checked).to.equal(false)
    expect(control(root).getAttribute("data-state")).to.equal("unchecked")
    expect(root.querySelector("form fieldset legend")?.textContent).to.equal("Preferences")
    for (const name of ["Disable fieldset", "Reset", "Submit"]) button(root, name)
  })

  it("toggles on click of its label", async () => {
    const { root } = await mountDemo("checkbox")
    const label = root.querySelector('[data-scope="checkbox"][data-part="label"]')!
    await click(label)
    expect(box(root).checked).to.equal(true)
    expect(control(root).getAttribute("data-state")).to.equal("checked")
    expect(root.querySelector('[data-part="indicator"]')!.hasAttribute("hidden")).to.equal(false)
    await click(control(root))
    expect(box(root).checked).to.equal(false)
    expect(root.querySelector('[data-part="indicator"]')!.hasAttribute("hidden")).to.equal(true)
  })

  it("toggles with Space when focused", async () => {
    const { root } = await mountDemo("checkbox")
    box(root).focus()
    await expectFocus(box(root))
    await press("Space")
    expect(box(root).checked).to.equal(true)
    await press("Space")
    expect(box(root).checked).to.equal(false)
  })

  it("goes from indeterminate to checked", async () => {
    const { root } = await mountDemo("checkbox", { checked: "indeterminate" })
    expect(control(root).getAttribute("data-state")).to.equal("indeterminate")
    expect(box(root).indeterminate).to.equal(true)
    expect(root.querySelector('[data-part="indicator"]')!.textContent).to.equal("−")
    await click(control(root))
    expect(control(root).getAttribute("data-state")).to.equal("checked")
    expect(box(root).indeterminate).to.equal(false)
    expect(box(root).checked).to.equal(true)
  })

  it("blocks changes when read-only (SPEC §5)", async () => {
    const { root } = await mountDemo("checkbox", { "read-only": "", checked: "true" })
    await click(control(root))
    expect(box(root).checked).to.equal(true)
    box(root).focus()
    await press("Space")
    expect(box(root).checked).to.equal(true)
    expect(control(root).getAttribute("data-state")).to.equal("checked")
  })

  it("restores the initial state on form reset", async () => {
    const { root } = await mountDemo("checkbox", { checked: "true" })
    await click(control(root))
    expect(box(root).checked).to.equal(false)
    await click(button(root, "Reset"))
    await waitFor(() => box(root).checked, "the checkbox to be checked again")
    expect(control(root).getAttribute("data-state")).to.equal("checked")
  })

  it("is disabled inside a disabled fieldset", async () => {
    const { root } = await mountDemo("checkbox")
    await openToolbarTab(root, "Visualizer")
    await click(button(root, "Disable fieldset"))
    expect(root.querySelector("fieldset")!.disabled).to.equal(true)
    expect(box(root).matches(":disabled")).to.equal(true)
    await waitForVisualizer(root, "fieldsetDisabled: true", "fieldset state")
    await click(control(root))
    expect(box(root).checked).to.equal(false)

    await click(button(root, "Enable fieldset"))
    await click(control(root))
    expect(box(root).checked).to.equal(true)
  })

  it("logs the form values on change and submit", async () => {
    const { root } = await mountDemo("checkbox", { name: "news", value: "yes", log: "" })
    const logs = await logsDuring(async () => {
      await click(control(root))
      await click(button(root, "Submit"))
    })
    expect(
      logs.some((line) => line.includes("form change") && line.includes('{"news":"yes"}')),
    ).to.equal(true, logs.join("\n"))
    expect(
      logs.some((line) => line.includes("form submit") && line.includes('"news":"yes"')),
    ).to.equal(true)
  })

  it("shows the ready state and the checked context in the Visualizer", async () => {
    const { root } = await mountDemo("checkbox")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "ready"', "ready state")
    expect(visualizerText(root)).to.contain("checked: false")
    await click(control(root))
    await waitForVisualizer(root, "checked: true", "checked context")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("checkbox", { invalid: "", required: "" })
    await click(control(root))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
