// zag's password-input e2e scenarios (accessibility, showing and hiding the password, the caret
// kept where it was across a switch), then what its connect promises: the button's name and
// aria state, focus left in the field, and each setting of the Controls tab on the field.
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
  type,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { passwordInput } from "./password-input.page"

/** Waits until the field shows (`text`) or hides (`password`) what was typed, and says so everywhere. */
async function shown(root: ShadowRoot, visible: boolean) {
  const field = passwordInput(root)
  await waitFor(
    () => field.input().type === (visible ? "text" : "password"),
    visible ? "the password shown" : "the password hidden",
  )
  const state = visible ? "visible" : "hidden"
  expect(field.input().dataset.state).to.equal(state)
  expect(field.trigger().dataset.state).to.equal(state)
  expect(field.indicator().dataset.state).to.equal(state)
  expect(field.triggerNamed(visible ? "Hide password" : "Show password")).to.equal(field.trigger())
  expect(field.eyeStruck()).to.equal(!visible)
}

describe("<demo-password-input>", () => {
  afterEach(cleanup)

  it("starts hidden, with the defaults in the Controls tab", async () => {
    const { root } = await mountDemo("password-input")
    await shown(root, false)
    const input = passwordInput(root).input()
    expect(input.autocomplete).to.equal("current-password")
    expect(input.spellcheck).to.equal(false)
    expect(input.getAttribute("autocapitalize")).to.equal("off")
    const control = (label: string) => getByLabelText<HTMLInputElement>(within(root), label)
    for (const label of ["Visible", "Disabled", "Read-only", "Invalid", "Required"])
      expect(control(label).checked, label).to.equal(false)
    expect(control("Ignore password managers").checked).to.equal(false)
    expect(control("Autocomplete").value).to.equal("current-password")
    expect(control("Direction").value).to.equal("ltr")
  })

  // zag: "should toggle password visibility"
  it("shows the password on a click of the eye and hides it on the next", async () => {
    const { root } = await mountDemo("password-input")
    const field = passwordInput(root)
    await click(field.triggerNamed("Show password"))
    await shown(root, true)
    await click(field.triggerNamed("Hide password"))
    await shown(root, false)
  })

  // zag: "preserve caret position when toggling password visibility"
  it("keeps the typed text, the focus and the caret where they were", async () => {
    const { root } = await mountDemo("password-input")
    const field = passwordInput(root)
    await click(field.input())
    await type("123456")
    await press("ArrowLeft")
    expect(field.caret()).to.deep.equal([5, 5])
    await click(field.trigger())
    await shown(root, true)
    await expectFocus(field.input())
    expect(field.input().value).to.equal("123456")
    expect(field.caret()).to.deep.equal([5, 5])
    await click(field.trigger())
    await shown(root, false)
    await expectFocus(field.input())
    expect(field.caret()).to.deep.equal([5, 5])
  })

  // zag 1.47 made the eye button a tab stop (it was skipped before), so a keyboard user can
  // reach it: Tab from the field lands on it, and Enter shows what was typed.
  it("focuses the field from its label, and Tab reaches the eye button, which Enter presses", async () => {
    const { root } = await mountDemo("password-input")
    const field = passwordInput(root)
    expect(field.trigger().getAttribute("aria-controls")).to.equal(field.input().id)
    await click(field.label())
    await expectFocus(field.input())
    await press("Tab")
    await expectFocus(field.trigger())
    await press("Enter")
    await shown(root, true)
    await press("Enter")
    await shown(root, false)
  })

  it("shows the password with the visible attribute and follows the Visible control", async () => {
    const { root } = await mountDemo("password-input", { visible: "" })
    await shown(root, true)
    await click(getByLabelText(within(root), "Visible"))
    await shown(root, false)
    await click(getByLabelText(within(root), "Visible"))
    await shown(root, true)
  })

  it("takes no input and keeps the password hidden while disabled", async () => {
    const { root } = await mountDemo("password-input", { disabled: "" })
    const field = passwordInput(root)
    await waitFor(() => field.input().disabled && field.trigger().disabled, "a disabled field")
    expect(field.label().hasAttribute("data-disabled")).to.equal(true)
    await click(field.trigger())
    await shown(root, false)
  })

  it("keeps the value and the visibility as they are while read-only", async () => {
    const { root } = await mountDemo("password-input", { "read-only": "" })
    const field = passwordInput(root)
    await waitFor(() => field.input().readOnly, "a read-only field")
    expect(field.trigger().hasAttribute("data-readonly")).to.equal(true)
    await click(field.input())
    await type("abc")
    expect(field.input().value).to.equal("")
    await click(field.trigger())
    await shown(root, false)
  })

  it("marks the field invalid and required from the Controls tab", async () => {
    const { root } = await mountDemo("password-input")
    const field = passwordInput(root)
    await click(getByLabelText(within(root), "Invalid"))
    await waitFor(() => field.input().getAttribute("aria-invalid") === "true", "aria-invalid")
    expect(field.input().hasAttribute("data-invalid")).to.equal(true)
    await click(getByLabelText(within(root), "Required"))
    await waitFor(() => field.input().required, "a required field")
    expect(field.label().hasAttribute("data-required")).to.equal(true)
    expect(getComputedStyle(field.label(), "::after").content).to.equal('" *"')
  })

  it("asks password managers to keep out, and for a new password, from the Controls tab", async () => {
    const { root } = await mountDemo("password-input")
    const field = passwordInput(root)
    expect(field.input().hasAttribute("data-1p-ignore")).to.equal(false)
    await click(getByLabelText(within(root), "Ignore password managers"))
    await waitFor(() => field.input().hasAttribute("data-1p-ignore"), "1Password told to ignore")
    expect(field.input().dataset.lpignore).to.equal("true")
    expect(field.input().dataset.bwignore).to.equal("true")
    expect(field.input().dataset.protonpassIgnore).to.equal("true")
    const autoComplete = getByLabelText<HTMLSelectElement>(within(root), "Autocomplete")
    autoComplete.value = "new-password"
    autoComplete.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(() => field.input().autocomplete === "new-password", "autocomplete new-password")
  })

  it("puts the eye button at the start of the field in right-to-left", async () => {
    const { root } = await mountDemo("password-input", { dir: "rtl" })
    const field = passwordInput(root)
    await waitFor(() => field.root().getAttribute("dir") === "rtl", "an rtl root")
    const input = field.input().getBoundingClientRect()
    const eye = field.trigger().getBoundingClientRect()
    expect(eye.left - input.left).to.be.below(input.right - eye.right)
  })

  it("shows visible in the Visualizer's context", async () => {
    const { root } = await mountDemo("password-input")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "visible: false")
    await click(passwordInput(root).trigger())
    await waitForVisualizer(root, "visible: true")
  })

  it("has no serious accessibility violations, hidden or shown", async () => {
    const { element, root } = await mountDemo("password-input")
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(passwordInput(root).trigger())
    await shown(root, true)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
