import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-number-input variant="wrapped">, zag's number-input/wrapped: stepping past 10 gives 0
 * and below 0 gives 10. The demo stops at its bounds instead.
 */

async function mountWrapped() {
  const { root, element } = await mountDemo("number-input", { variant: "wrapped" })
  const scope = within(root)
  const field = () => getByRole(scope, "spinbutton", { name: "Dial position" }) as HTMLInputElement
  const button = (name: RegExp) => getByRole(scope, "button", { name })
  const reads = (text: string) => waitFor(() => field().value === text, `the field at ${text}`)
  return { root, element, field, button, reads }
}

describe('<demo-number-input variant="wrapped">', () => {
  afterEach(cleanup)

  it("says its range and how it wraps, starting at 9", async () => {
    const { root, field } = await mountWrapped()
    expect(field().value).to.equal("9")
    expect(field().getAttribute("aria-valuemax")).to.equal("10")
    const hint = root.getElementById(field().getAttribute("aria-describedby")!)!
    expect(hint.textContent).to.match(/past 10 it starts again at 0/)
  })

  it("wraps from 10 to 0 on ArrowUp, and from 0 back to 10 on ArrowDown", async () => {
    const { field, reads } = await mountWrapped()
    field().focus()
    await press("ArrowUp")
    await reads("10")
    await press("ArrowUp")
    await reads("0")
    expect(field().getAttribute("aria-valuenow")).to.equal("0")
    expect(field().getAttribute("aria-invalid")).to.equal(null)
    await press("ArrowDown")
    await reads("10")
  })

  it("wraps with the increment and decrement buttons too", async () => {
    const { button, reads } = await mountWrapped()
    await click(button(/increment/i))
    await reads("10")
    await click(button(/increment/i))
    await reads("0")
    await click(button(/decrease/i))
    await reads("10")
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountWrapped()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
