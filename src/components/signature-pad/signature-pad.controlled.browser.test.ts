import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  click,
  mountDemo,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { drawStroke } from "./signature-pad.page"

// <demo-signature-pad variant="controlled">, zag's signature-pad/controlled: the page owns the
// strokes. The basic demo has no button that signs or clears from outside, and no count.

async function mountControlled() {
  const mounted = await mountDemo("signature-pad", { variant: "controlled" })
  const { root } = mounted
  return {
    ...mounted,
    strokes: () => root.querySelectorAll('[data-part="segment"] path').length,
    button: (name: string) => getByRole(within(root), "button", { name }),
    held: () => root.querySelector("output")!.textContent,
    hidden: () => root.querySelector<HTMLInputElement>('input[name="signature"]')!.value,
  }
}

describe('<demo-signature-pad variant="controlled">', () => {
  afterEach(resetMouseAndCleanup)

  it("draws the strokes the page sets, and wipes them when the page clears", async () => {
    const { strokes, button, held, hidden } = await mountControlled()
    expect(held()).to.equal("0 strokes")
    await click(button("Sign for me"))
    await waitFor(() => strokes() === 1, "the page's stroke drawn on the pad")
    expect(held()).to.equal("1 stroke")
    expect(hidden()).to.match(/^M30 70 /)
    await click(button("Clear from the page"))
    await waitFor(() => strokes() === 0, "the pad wiped")
    expect(hidden()).to.equal("")
  })

  it("hands what the reader draws to the page, after what the page set", async () => {
    const { root, strokes, button, held } = await mountControlled()
    await click(button("Sign for me"))
    await waitFor(() => strokes() === 1, "the page's stroke")
    await drawStroke(root)
    await waitFor(() => held() === "2 strokes", "the page to hold both strokes")
    expect(strokes()).to.equal(2)
  })

  it("has no serious accessibility violations", async () => {
    const { element, button } = await mountControlled()
    await click(button("Sign for me"))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
