import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { pinInput } from "./pin-input.page"

// <demo-pin-input variant="controlled">, zag's pin-input/controlled (its e2e has no scenario for
// the page): the page owns the code. The basic demo has four boxes and no Set button.

async function mountControlled() {
  const mounted = await mountDemo("pin-input", { variant: "controlled" })
  const { root } = mounted
  return {
    ...mounted,
    boxes: pinInput(root),
    button: (name: string) => getByRole(within(root), "button", { name }),
    held: () => root.querySelector("output")!.textContent,
  }
}

describe('<demo-pin-input variant="controlled">', () => {
  afterEach(cleanup)

  it("fills its three boxes from the page's Set 1-2-3 and empties them with Clear", async () => {
    const { root, boxes, button, held } = await mountControlled()
    expect(boxes.values()).to.deep.equal(["", "", ""])
    await click(button("Set 1-2-3"))
    await waitFor(() => boxes.values().join() === "1,2,3", "the boxes to hold 1, 2, 3")
    expect(root.querySelector<HTMLInputElement>('input[name="code"]')!.value).to.equal("123")
    expect(held()).to.equal("“123”")
    await click(button("Clear"))
    await waitFor(() => boxes.values().join() === ",,", "the boxes to be empty")
    expect(held()).to.equal("nothing")
  })

  it("hands what the reader types to the page", async () => {
    const { boxes, held } = await mountControlled()
    boxes.inputs()[0]!.focus()
    await type("47")
    await waitFor(() => held() === "“47”", "the page to hold 47")
    expect(boxes.values()).to.deep.equal(["4", "7", ""])
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountControlled()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
