import { expect } from "chai"
import { getAllByRole, getByRole } from "@testing-library/dom"
import {
  cleanup,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-scroll-area variant="nested">: zag's scroll-area/nested, scroll areas inside a scroll
 * area. Each has its own viewport and thumb; the basic demo has one area.
 */

const region = (root: ShadowRoot, name: string) => getByRole(within(root), "region", { name })
const thumbOf = (viewport: HTMLElement) =>
  viewport.parentElement!.querySelector<HTMLElement>(
    ':scope > [data-part="scrollbar"] > [data-part="thumb"]',
  )
const thumbTop = (viewport: HTMLElement) => thumbOf(viewport)!.getBoundingClientRect().top

describe('<demo-scroll-area variant="nested">', () => {
  afterEach(cleanup)

  it("has an outer scroll area holding five inner ones, each with its own thumb", async () => {
    const { root } = await mountDemo("scroll-area", { variant: "nested" })
    const outer = region(root, "All lists")
    const inner = getAllByRole(outer, "region", { name: /^List \d$/ })
    expect(inner.map((viewport) => viewport.getAttribute("aria-label"))).to.deep.equal([
      "List 1",
      "List 2",
      "List 3",
      "List 4",
      "List 5",
    ])
    await waitFor(() => [outer, ...inner].every((viewport) => thumbOf(viewport)), "six thumbs")
  })

  it("scrolls an inner area and its thumb alone, then the outer one alone", async () => {
    const { root } = await mountDemo("scroll-area", { variant: "nested" })
    const outer = region(root, "All lists")
    const first = region(root, "List 1")
    const second = region(root, "List 2")
    await waitFor(() => thumbOf(outer) && thumbOf(first) && thumbOf(second), "the thumbs")
    const outerThumb = thumbTop(outer)
    const firstThumb = thumbTop(first)
    const secondThumb = thumbTop(second)

    first.scrollBy({ top: 600, behavior: "instant" })
    await waitFor(() => thumbTop(first) > firstThumb + 5, "list 1's thumb to move")
    expect(outer.scrollTop).to.equal(0)
    expect(second.scrollTop).to.equal(0)
    expect(thumbTop(outer)).to.equal(outerThumb)
    expect(thumbTop(second)).to.equal(secondThumb)

    const firstScrolled = first.scrollTop
    outer.scrollBy({ top: 200, behavior: "instant" })
    await waitFor(
      () => thumbOf(outer)!.getBoundingClientRect().top - outer.getBoundingClientRect().top > 5,
      "the outer thumb to move down its track",
    )
    expect(first.scrollTop).to.equal(firstScrolled)
    expect(second.scrollTop).to.equal(0)
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountDemo("scroll-area", { variant: "nested" })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
