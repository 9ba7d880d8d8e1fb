// What only the steps demo does; the rules it shares with the tabs demo are in
// test/browser/tabs-and-steps.test.ts.
import { expect } from "chai"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  visualizerText,
  waitFor,
  waitForVisualizer,
} from "../../../test/browser/helpers"
import { steps } from "./steps.page"

async function waitForStep(root: ShadowRoot, name: string) {
  await waitFor(() => steps(root).heading() === name, `step ${name}`)
}

describe("<demo-steps>", () => {
  afterEach(cleanup)

  it("shows a three-step wizard on its first step", async () => {
    const { root } = await mountDemo("steps")
    const wizard = steps(root)
    expect(wizard.triggers().map((t) => t.textContent)).to.deep.equal([
      "1Contact",
      "2Profile",
      "3Confirm",
    ])
    expect(wizard.selected()).to.equal("1Contact")
    expect(wizard.heading()).to.equal("Contact")
    expect(wizard.field("Email").placeholder).to.equal("you@example.com")
    expect(wizard.button("Back").disabled).to.equal(true)
    expect(wizard.button("Next").disabled).to.equal(false)
    expect(wizard.progress()).to.equal("0")
  })

  it("walks forward and back with Next and Back, then shows the completed view", async () => {
    const { root } = await mountDemo("steps")
    const wizard = steps(root)
    await click(wizard.button("Next"))
    await waitForStep(root, "Profile")
    expect(wizard.trigger("Contact").hasAttribute("data-complete")).to.equal(true)
    await click(wizard.button("Back"))
    await waitForStep(root, "Contact")
    wizard.field("Email").focus()
    await type("sam@example.com")
    await click(wizard.button("Next"))
    await waitForStep(root, "Profile")
    wizard.field("Name").focus()
    await type("Sam Rivera")
    await click(wizard.button("Next"))
    await waitForStep(root, "Confirm")
    expect(wizard.panel().textContent).to.contain("sam@example.com")
    await click(wizard.button("Next"))
    await waitFor(() => wizard.completed(), "the completed view")
    expect(wizard.completed()!.textContent).to.equal("All steps complete. Thank you, Sam Rivera!")
    expect(wizard.progress()).to.equal("100")
    await click(wizard.button("Start over"))
    await waitForStep(root, "Contact")
  })

  it("goes back with Space on the focused Back button", async () => {
    const { root } = await mountDemo("steps")
    const wizard = steps(root)
    await click(wizard.trigger("Profile"))
    await waitForStep(root, "Profile")
    wizard.button("Back").focus()
    await expectFocus(wizard.button("Back"))
    await press("Space")
    await waitForStep(root, "Contact")
  })

  it("keeps the order in linear mode and explains what blocks Next", async () => {
    const { root } = await mountDemo("steps", { linear: "" })
    const wizard = steps(root)
    await click(wizard.trigger("Confirm"))
    expect(wizard.heading()).to.equal("Contact")
    await click(wizard.button("Next"))
    await waitFor(() => wizard.message() === "Enter an email address.", "the email message")
    expect(wizard.heading()).to.equal("Contact")
    wizard.field("Email").focus()
    await type("sam@example.com")
    await click(wizard.button("Next"))
    await waitForStep(root, "Profile")
    expect(wizard.message()).to.equal("")
    await click(wizard.button("Next"))
    await waitFor(() => wizard.message() === "Enter your name.", "the name message")
  })

  it("shows the idle state and the STEP.NEXT event in the Visualizer", async () => {
    const { root } = await mountDemo("steps")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle")
    await click(steps(root).button("Next"))
    await waitForVisualizer(root, "step: 1", "step 1")
    expect(visualizerText(root)).to.contain('"STEP.NEXT"')
  })

  it("has no serious or critical axe violations when complete", async () => {
    const { element, root } = await mountDemo("steps")
    const wizard = steps(root)
    await click(wizard.trigger("Confirm"))
    await click(wizard.button("Next"))
    await waitFor(() => wizard.completed(), "the completed view")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
