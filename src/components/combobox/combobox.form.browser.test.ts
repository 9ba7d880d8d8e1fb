import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"

/*
 * <demo-combobox variant="form">: a combobox in a form that shows what it submitted. zag's
 * scenarios (e2e/combobox.e2e.ts, "combobox / form") ported: when Enter chooses a country,
 * when it submits the form, and what is sent, with allowCustomValue and alwaysSubmitOnEnter.
 * zag's list starts with Zambia, ours with Argentina; "zam" stands in for its "z".
 */

const mount = (settings: Record<string, string> = {}) =>
  mountDemo("combobox", { variant: "form", ...settings })

function form(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    input: () => getByRole(all, "combobox", { name: "Country" }) as HTMLInputElement,
    submit: () => getByRole(all, "button", { name: "Submit" }),
    submitted: () => root.querySelector(".sb-combobox-submitted")!.textContent,
    highlighted: () =>
      root.querySelector('[data-scope="combobox"][data-part="item"][data-highlighted]')
        ?.textContent ?? null,
  }
}

/**
 * The keys just pressed submitted nothing: one click on Submit then makes the first
 * submission (had they submitted, it would be the second).
 */
async function expectNoSubmission(root: ShadowRoot) {
  await click(form(root).submit())
  await waitFor(() => form(root).submitted() !== "Submitted 0 times", "the click's submission")
  expect(form(root).submitted()).to.match(/^Submitted 1 time;/)
}

describe('<demo-combobox variant="form">', () => {
  afterEach(cleanup)

  it("submits the input's text with the Submit button and shows it", async () => {
    const { root } = await mount()
    expect(form(root).submitted()).to.equal("Submitted 0 times")
    await click(form(root).input())
    await type("ken")
    await waitFor(() => form(root).listbox(), "the list to open")
    await click(form(root).option("Kenya"))
    await waitFor(() => form(root).input().value === "Kenya", "Kenya chosen")
    await click(form(root).submit())
    await waitFor(
      () => form(root).submitted() === "Submitted 1 time; last: country = “Kenya”",
      "the submission shown",
    )
  })

  it("Enter on a highlighted country chooses it and does not submit", async () => {
    const { root } = await mount()
    form(root).input().focus()
    await press("ArrowDown")
    await waitFor(() => form(root).highlighted()?.startsWith("Argentina"), "first highlighted")
    await press("Enter")
    await waitFor(() => form(root).input().value === "Argentina", "Argentina chosen")
    await waitFor(() => !form(root).listbox(), "the list to close")
    await expectNoSubmission(root)
  })

  it("Enter does not submit typed text that will not be accepted", async () => {
    const { root } = await mount()
    await click(form(root).input())
    await type("zam")
    await waitFor(() => form(root).listbox(), "the list to open")
    expect(form(root).highlighted()).to.equal(null)
    await press("Enter")
    await expectNoSubmission(root)
  })

  it("with autohighlight, Enter chooses the highlighted match and does not submit", async () => {
    const { root } = await mount({ "input-behavior": "autohighlight" })
    await click(form(root).input())
    await type("zam")
    await waitFor(() => form(root).highlighted()?.startsWith("Zambia"), "Zambia highlighted")
    await press("Enter")
    await waitFor(() => form(root).input().value === "Zambia", "Zambia chosen")
    await expectNoSubmission(root)
  })

  it("with allowCustomValue, Enter on a highlighted country chooses it and does not submit", async () => {
    const { root } = await mount({ "allow-custom-value": "" })
    await click(form(root).input())
    await type("zam")
    await press("ArrowDown")
    await waitFor(() => form(root).highlighted()?.startsWith("Zambia"), "Zambia highlighted")
    await press("Enter")
    await waitFor(() => form(root).input().value === "Zambia", "Zambia chosen")
    await expectNoSubmission(root)
  })

  it("with allowCustomValue, Enter submits custom text on the first press", async () => {
    const { root } = await mount({ "allow-custom-value": "" })
    await click(form(root).input())
    await type("my custom country")
    expect(form(root).highlighted()).to.equal(null)
    await press("Enter")
    await waitFor(
      () => form(root).submitted() === "Submitted 1 time; last: country = “my custom country”",
      "the custom text submitted",
    )
  })

  it("with alwaysSubmitOnEnter, Enter chooses the highlighted country and submits it", async () => {
    const { root } = await mount({ "always-submit-on-enter": "" })
    form(root).input().focus()
    await press("ArrowDown")
    await waitFor(() => form(root).highlighted()?.startsWith("Argentina"), "first highlighted")
    await press("Enter")
    await waitFor(() => form(root).input().value === "Argentina", "Argentina chosen")
    await waitFor(
      () => form(root).submitted() === "Submitted 1 time; last: country = “Argentina”",
      "Argentina submitted",
    )
  })

  it("with alwaysSubmitOnEnter and allowCustomValue, Enter submits custom text", async () => {
    const { root } = await mount({ "always-submit-on-enter": "", "allow-custom-value": "" })
    await click(form(root).input())
    await type("my custom country")
    expect(form(root).highlighted()).to.equal(null)
    await press("Enter")
    await waitFor(
      () => form(root).submitted() === "Submitted 1 time; last: country = “my custom country”",
      "the custom text submitted",
    )
  })

  it("has no serious accessibility violations with the list open and after a submission", async () => {
    const { root, element } = await mount()
    await click(form(root).input())
    await type("to")
    await press("ArrowDown")
    expect(await seriousViolations(element)).to.deep.equal([])
    await press("Enter")
    await click(form(root).submit())
    await waitFor(() => form(root).submitted()!.startsWith("Submitted 1 time"), "a submission")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
