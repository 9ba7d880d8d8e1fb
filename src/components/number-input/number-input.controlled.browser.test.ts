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

// <demo-number-input variant="controlled">, zag's number-input/controlled: the page owns the
// value. The basic demo has no buttons outside the field and nothing the page holds to show.

async function mountControlled() {
  const { root, element } = await mountDemo("number-input", { variant: "controlled" })
  const field = () => getByRole(within(root), "spinbutton", { name: "Amount" }) as HTMLInputElement
  const button = (name: string) => getByRole(within(root), "button", { name })
  const held = () => root.querySelector("output")!.textContent
  return { root, element, field, button, held }
}

describe('<demo-number-input variant="controlled">', () => {
  afterEach(cleanup)

  it("takes a value the page sets from outside the field, and clears it", async () => {
    const { field, button, held } = await mountControlled()
    expect(held()).to.equal("nothing")
    await click(button("Set 12.5"))
    await waitFor(() => field().value === "12.5", "the field to show 12.5")
    expect(field().getAttribute("aria-valuenow")).to.equal("12.5")
    expect(held()).to.equal("“12.5”")
    await click(button("Clear"))
    await waitFor(() => field().value === "", "the field to be empty")
    expect(held()).to.equal("nothing")
  })

  it("hands what the reader steps to the page", async () => {
    const { field, button, held } = await mountControlled()
    await click(button("Set 50"))
    await waitFor(() => field().value === "50", "50 in the field")
    field().focus()
    await press("ArrowUp")
    await waitFor(() => held() === "“51”", "the page to hold 51")
    expect(field().value).to.equal("51")
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountControlled()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
