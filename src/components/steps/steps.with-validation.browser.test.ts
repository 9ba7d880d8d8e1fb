import { expect } from "chai"
import { getByLabelText, getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { tabList } from "../../../test/browser/pages/tab-list"

/*
 * <demo-steps variant="with-validation">, zag's steps/with-validation: a sign-up wizard whose
 * steps check their fields before Next, and whose company step a personal account may leave
 * empty (zag's isStepSkippable). The demo has neither an account type nor an optional step.
 */

async function mountWizard() {
  const { root, element } = await mountDemo("steps", { variant: "with-validation" })
  const scope = within(root)
  const list = tabList(root)
  const heading = () => list.panel().querySelector(".sb-heading")!.textContent
  const onStep = (title: string) => waitFor(() => heading() === title, `the ${title} step`)
  const next = (name = "Next") => click(getByRole(scope, "button", { name }))
  const fill = async (label: string, text: string) => {
    ;(getByLabelText(scope, label) as HTMLInputElement).focus()
    await type(text)
  }
  const message = () => getByRole(scope, "alert").textContent
  return { root, element, scope, list, heading, onStep, next, fill, message }
}

async function throughPersonalInfo(wizard: Awaited<ReturnType<typeof mountWizard>>) {
  await wizard.fill("Name", "Sam Rivera")
  await wizard.fill("Email", "sam@example.com")
  await wizard.next()
  await wizard.onStep("Account type")
}

describe('<demo-steps variant="with-validation">', () => {
  afterEach(cleanup)

  it("holds Next back on an incomplete step and says what is missing", async () => {
    const wizard = await mountWizard()
    await wizard.next()
    await waitFor(() => wizard.message() === "Enter your name.", "the name message")
    expect(wizard.heading()).to.equal("Personal info")
    await wizard.fill("Name", "Sam")
    await wizard.next()
    await waitFor(() => wizard.message() === "Enter an email address.", "the email message")
    await click(wizard.list.trigger("Review"))
    expect(wizard.heading(), "no jumping ahead").to.equal("Personal info")
  })

  it("lets a personal account leave the company step, marked optional, empty", async () => {
    const wizard = await mountWizard()
    await throughPersonalInfo(wizard)
    expect(wizard.message()).to.equal("")
    expect(wizard.list.trigger("Company (optional)")).to.not.equal(null)
    await wizard.next()
    await wizard.onStep("Company")
    await wizard.next()
    await wizard.onStep("Review")
    expect(wizard.message()).to.equal("")
    expect(getByRole(wizard.scope, "button", { name: "Complete" })).to.not.equal(null)
  })

  it("asks a business account for its company name before the review", async () => {
    const wizard = await mountWizard()
    await throughPersonalInfo(wizard)
    await click(getByRole(wizard.scope, "radio", { name: "A business" }))
    await waitFor(() => queryByRole(wizard.scope, "tab", { name: "Company" }), "no longer optional")
    await wizard.next()
    await wizard.onStep("Company")
    await wizard.next()
    await waitFor(() => wizard.message() === "Enter your company's name.", "the company message")
    await wizard.fill("Company name", "Acme")
    await wizard.next()
    await wizard.onStep("Review")
    expect(wizard.list.panel().querySelector("dl")!.textContent).to.contain("Acme")
  })

  it("completes, marks every step done, and starts over", async () => {
    const wizard = await mountWizard()
    await throughPersonalInfo(wizard)
    await wizard.next()
    await wizard.onStep("Company")
    await wizard.next()
    await wizard.onStep("Review")
    await wizard.next("Complete")
    await waitFor(() => queryByRole(wizard.scope, "status"), "the completed view")
    expect(getByRole(wizard.scope, "status").textContent).to.equal(
      "Registration complete. Thank you, Sam Rivera!",
    )
    expect(getByRole(wizard.scope, "progressbar").getAttribute("aria-valuenow")).to.equal("100")
    await click(getByRole(wizard.scope, "button", { name: "Start over" }))
    await wizard.onStep("Personal info")
  })

  it("has no serious accessibility violations", async () => {
    const wizard = await mountWizard()
    await wizard.next()
    await waitFor(() => wizard.message() !== "", "a message")
    expect(await seriousViolations(wizard.element)).to.deep.equal([])
  })
})
