// What only the checkbox demo does; the rules it shares with the switch are in
// test/browser/checkbox-and-switch.test.ts.
import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  press,
  pressWith,
  openToolbarTab,
  stageOf,
  waitFor,
  waitForVisualizer,
} from "../../../test/browser/helpers"
import { checkbox } from "./checkbox.page"

const button = (root: ShadowRoot, name: string) => getByRole(stageOf(root), "button", { name })

describe("<demo-checkbox>", () => {
  afterEach(cleanup)

  it("sits in a Preferences fieldset with its form's buttons", async () => {
    const { root } = await mountDemo("checkbox")
    expect(root.querySelector("form fieldset legend")?.textContent).to.equal("Preferences")
    for (const name of ["Disable fieldset", "Reset", "Submit"]) button(root, name)
  })

  it("shows its indicator only while checked", async () => {
    const { root } = await mountDemo("checkbox")
    const box = checkbox(root)
    expect(box.indicator().hidden).to.equal(true)
    await click(box.label())
    expect(box.indicator().hidden).to.equal(false)
    await click(box.control())
    expect(box.indicator().hidden).to.equal(true)
  })

  // zag's focus-visible example (focus-visible/basic points here): a ring only for the keyboard.
  it("marks its control focus-visible after keyboard focus, not after a click", async () => {
    const { root } = await mountDemo("checkbox")
    const box = checkbox(root)
    await click(box.label())
    await waitFor(() => deepActiveElement() === box.input(), "the checkbox focused by the click")
    expect(box.control().hasAttribute("data-focus-visible"), "after a click").to.equal(false)
    await press("Tab")
    await waitFor(() => deepActiveElement() !== box.input(), "focus to move on")
    await pressWith("Shift", "Tab")
    await waitFor(() => box.control().hasAttribute("data-focus-visible"), "a keyboard focus ring")
  })

  it("goes from indeterminate to checked", async () => {
    const { root } = await mountDemo("checkbox", { checked: "indeterminate" })
    const box = checkbox(root)
    expect(box.state()).to.equal("indeterminate")
    expect(box.input().indeterminate).to.equal(true)
    expect(box.indicator().textContent).to.equal("−")
    await click(box.control())
    expect(box.state()).to.equal("checked")
    expect(box.input().indeterminate).to.equal(false)
    expect(box.input().checked).to.equal(true)
  })

  it("restores the initial state on form reset", async () => {
    const { root } = await mountDemo("checkbox", { checked: "true" })
    const box = checkbox(root)
    await click(box.control())
    expect(box.input().checked).to.equal(false)
    await click(button(root, "Reset"))
    await waitFor(() => box.input().checked, "the checkbox to be checked again")
    expect(box.state()).to.equal("checked")
  })

  it("is disabled inside a disabled fieldset", async () => {
    const { root } = await mountDemo("checkbox")
    const box = checkbox(root)
    await openToolbarTab(root, "Visualizer")
    await click(button(root, "Disable fieldset"))
    expect(root.querySelector("fieldset")!.disabled).to.equal(true)
    expect(box.input().matches(":disabled")).to.equal(true)
    await waitForVisualizer(root, "fieldsetDisabled: true", "fieldset state")
    await click(box.control())
    expect(box.input().checked).to.equal(false)

    await click(button(root, "Enable fieldset"))
    await click(box.control())
    expect(box.input().checked).to.equal(true)
  })

  it("logs the form values on submit", async () => {
    const { root } = await mountDemo("checkbox", { name: "news", value: "yes" })
    const logs = captureLogs()
    try {
      await click(checkbox(root).control())
      await click(button(root, "Submit"))
      await waitFor(
        () =>
          logs.lines.some(
            ([message, values]) =>
              message === "<demo-checkbox> form submit" &&
              (values as Record<string, string>).news === "yes",
          ),
        "the submit logged with news=yes",
      )
    } finally {
      logs.restore()
    }
  })
})
