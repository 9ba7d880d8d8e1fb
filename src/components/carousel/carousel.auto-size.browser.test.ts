import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-carousel variant="auto-size">: zag's carousel/auto-size. Slides are as wide as their
 * content and each is a page; the basic demo's slides share one width, two to a page.
 */

const items = (root: ShadowRoot) => [
  ...root.querySelectorAll<HTMLElement>('[data-scope="carousel"][data-part="item"]'),
]
const progress = (root: ShadowRoot) =>
  root.querySelector('[data-scope="carousel"][data-part="progress-text"]')!.textContent

describe('<demo-carousel variant="auto-size">', () => {
  afterEach(cleanup)

  it("sizes each slide by its content, with one indicator per slide", async () => {
    const { root } = await mountDemo("carousel", { variant: "auto-size" })
    const widths = items(root).map((item) => item.getBoundingClientRect().width)
    expect(widths.length).to.equal(8)
    expect(Math.max(...widths) / Math.min(...widths)).to.be.greaterThan(3)
    expect(root.querySelectorAll('[data-scope="carousel"][data-part="indicator"]').length).to.equal(
      8,
    )
    expect(progress(root)).to.equal("1 / 8")
  })

  it("moves one slide per Next, bringing each slide's start to the viewport's start", async () => {
    const { root } = await mountDemo("carousel", { variant: "auto-size" })
    const next = getByRole(within(root), "button", { name: /^Next/ })
    const group = root.querySelector<HTMLElement>('[data-part="item-group"]')!
    for (const page of [2, 3, 4]) {
      await click(next)
      await waitFor(() => progress(root) === `${page} / 8`, `slide ${page}`)
      const slide = items(root)[page - 1]!
      await waitFor(
        () => Math.abs(slide.getBoundingClientRect().left - group.getBoundingClientRect().left) < 2,
        `slide ${page} at the start`,
      )
    }
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountDemo("carousel", { variant: "auto-size" })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
