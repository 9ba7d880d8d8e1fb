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
} from "./helpers"

const button = (root: ShadowRoot, name: string) =>
  getByRole(stageOf(root), "button", { name }) as HTMLButtonElement
const triggers = (root: ShadowRoot) => getAllByRole(stageOf(root), "tab") as HTMLButtonElement[]
const trigger = (root: ShadowRoot, name: string) =>
  getByRole(stageOf(root), "tab", { name }) as HTMLButtonElement
const current = (root: ShadowRoot) =>
  triggers(root)
    .filter((t) => t.getAttribute("aria-selected") === "true")
    .map((t) => t.textContent)
    .join(",")
const panelHeading = (root: ShadowRoot) =>
  getByRole(stageOf(root), "tabpanel").querySelector(".sb-heading")!.textContent
const message = (root: ShadowRoot) => getByRole(stageOf(root), "alert").textContent

async function waitForStep(root: ShadowRoot, name: string) {
  await waitFor(() => panelHeading(root) === name, `step ${name}`)
}

describe("<demo-steps>", () => {
  afterEach(cleanup)

  it("shows a three-step wizard on its first step", async () => {
    const { root } = await mountDemo("steps")
    expect(triggers(root).map((t) => t.textContent)).to.deep.equal([
      "1Contact",
      "2Profile",
      "3Confirm",
    ])
    expect(current(root)).to.equal("1Contact")
    expect(panelHeading(root)).to.equal("Contact")
    expect((getByLabelText(stageOf(root), "Email") as HTMLInputElement).placeholder).to.equal(
      "you@example.com",
    )
    expect(button(root, "Back").disabled).to.equal(true)
    expect(button(root, "Next").disabled).to.equal(false)
    expect(getByRole(stageOf(root), "progressbar").getAttribute("aria-valuenow")).to.equal("0")
  })

  it("walks forward and back with Next and Back, then shows the completed view", async () => {
    const { root } = await mountDemo("steps")
    await click(button(root, "Next"))
    await waitForStep(root, "Profile")
    expect(trigger(root, "Contact").hasAttribute("data-complete")).to.equal(true)
    await click(button(root, "Back"))
    await waitForStep(root, "Contact")
    getByLabelText(stageOf(root), "Email").focus()
    await type("sam@example.com")
    await click(button(root, "Next"))
    await waitForStep(root, "Profile")
    getByLabelText(stageOf(root), "Name").focus()
    await type("Sam Rivera")
    await click(button(root, "Next"))
    await waitForStep(root, "Confirm")
    expect(getByRole(stageOf(root), "tabpanel").textContent).to.contain("sam@example.com")
    await click(button(root, "Next"))
    await waitFor(() => getByRole(stageOf(root), "status"), "the completed view")
    expect(getByRole(stageOf(root), "status").textContent).to.equal(
      "All steps complete. Thank you, Sam Rivera!",
    )
    expect(getByRole(stageOf(root), "progressbar").getAttribute("aria-valuenow")).to.equal("100")
    await click(button(root, "Start over"))
    await waitForStep(root, "Contact")
  })

  it("jumps with the step triggers, by pointer and keyboard, when not linear", async () => {
    const { root } = await mountDemo("steps")
    await click(trigger(root, "Confirm"))
    await waitForStep(root, "Confirm")
    trigger(root, "Profile").focus()
    await expectFocus(trigger(root, "Profile"))
    await press("Enter")
    await waitForStep(root, "Profile")
    button(root, "Back").focus()
    await press("Space")
    await waitForStep(root, "Contact")
  })

  it("keeps the order in linear mode and explains what blocks Next", async () => {
    const { root } = await mountDemo("steps", { linear: "" })
    await click(trigger(root, "Confirm"))
    expect(panelHeading(root)).to.equal("Contact")
    await click(button(root, "Next"))
    await waitFor(() => message(root) === "Enter an email address.", "the email message")
    expect(panelHeading(root)).to.equal("Contact")
    getByLabelText(stageOf(root), "Email").focus()
    await type("sam@example.com")
    await click(button(root, "Next"))
    await waitForStep(root, "Profile")
    expect(message(root)).to.equal("")
    await click(button(root, "Next"))
    await waitFor(() => message(root) === "Enter your name.", "the name message")
  })

  it("shows the current step in the Visualizer", async () => {
    const { root } = await mountDemo("steps")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "step: 0", "step 0")
    expect(visualizerText(root)).to.contain('state: "idle"')
    await click(button(root, "Next"))
    await waitForVisualizer(root, "step: 1", "step 1")
    expect(visualizerText(root)).to.contain('"STEP.NEXT"')
  })

  it("has no serious or critical axe violations when complete", async () => {
    const { element, root } = await mountDemo("steps")
    await click(trigger(root, "Confirm"))
    await click(button(root, "Next"))
    await waitFor(() => getByRole(stageOf(root), "status"), "the completed view")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
