import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { editable } from "./editable.page"

// <demo-editable variant="controlled">, zag's editable/controlled: the page owns the text and
// the editing state. The basic demo has no buttons outside the widget and nothing to show of
// what a page holds.

async function mountControlled() {
  const mounted = await mountDemo("editable", { variant: "controlled" })
  const { root } = mounted
  return {
    ...mounted,
    widget: editable(root),
    button: (name: string) => getByRole(within(root), "button", { name }),
    held: () => root.querySelector(".sb-editable-note")!.textContent,
  }
}

describe('<demo-editable variant="controlled">', () => {
  afterEach(cleanup)

  it("starts an edit when the page asks, with focus in the field", async () => {
    const { widget, button, held } = await mountControlled()
    expect(held()).to.equal("The page holds “Hello World”, not editing.")
    await click(button("Start editing from the page"))
    await waitFor(() => !widget.input().hidden, "the field to show")
    await waitFor(() => deepActiveElement() === widget.input(), "focus in the field")
    expect(held()).to.equal("The page holds “Hello World”, editing.")
  })

  it("hands a saved edit to the page, and takes the text the page puts back", async () => {
    const { widget, button, held } = await mountControlled()
    await click(button("Edit"))
    await waitFor(() => deepActiveElement() === widget.input(), "focus in the field")
    widget.input().select()
    await type("Good night")
    await press("Enter")
    await waitFor(() => held() === "The page holds “Good night”, not editing.", "the page's text")
    expect(widget.preview().textContent).to.equal("Good night")
    await click(button("Put the text back"))
    await waitFor(() => widget.preview().textContent === "Hello World", "the page's text back")
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountControlled()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
