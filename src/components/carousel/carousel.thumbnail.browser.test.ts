import { expect } from "chai"
import { getAllByRole, getByRole } from "@testing-library/dom"
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
 * <demo-carousel variant="thumbnail">: zag's carousel/thumbnail, a main carousel synced with
 * a carousel of thumbnails. The basic demo has dot indicators and no thumbnails.
 */

const thumbnail = (root: ShadowRoot, n: number) =>
  getByRole(within(root), "button", { name: `Show slide ${n}` })
const current = (root: ShadowRoot) =>
  getAllByRole(within(root), "button", { name: /^Show slide/ })
    .filter((button) => button.getAttribute("aria-current") === "true")
    .map((button) => button.getAttribute("aria-label"))
const progress = (root: ShadowRoot) =>
  root.querySelector('[data-scope="carousel"][data-part="progress-text"]')!.textContent

describe('<demo-carousel variant="thumbnail">', () => {
  afterEach(cleanup)

  it("shows one slide and a thumbnail button per slide, the first marked current", async () => {
    const { root } = await mountDemo("carousel", { variant: "thumbnail" })
    const thumbs = getAllByRole(within(root), "button", { name: /^Show slide/ })
    expect(thumbs.length).to.equal(5)
    expect(current(root)).to.deep.equal(["Show slide 1"])
    expect(progress(root)).to.equal("1 / 5")
  })

  it("shows a thumbnail's slide when it is clicked", async () => {
    const { root } = await mountDemo("carousel", { variant: "thumbnail" })
    await click(thumbnail(root, 3))
    await waitFor(() => progress(root) === "3 / 5", "slide 3")
    expect(current(root)).to.deep.equal(["Show slide 3"])
  })

  it("moves the current thumbnail, scrolled into the strip, as Next is pressed", async () => {
    const { root } = await mountDemo("carousel", { variant: "thumbnail" })
    const next = getByRole(within(root), "button", { name: /^Next/ })
    for (let page = 2; page <= 5; page++) {
      await click(next)
      await waitFor(() => progress(root) === `${page} / 5`, `slide ${page}`)
    }
    expect(current(root)).to.deep.equal(["Show slide 5"])
    const strip = root.querySelector<HTMLElement>('.sb-carousel-thumbs [data-part="item-group"]')!
    await waitFor(() => {
      const box = strip.getBoundingClientRect()
      const last = thumbnail(root, 5).getBoundingClientRect()
      return last.right <= box.right + 1 && last.left >= box.left - 1
    }, "the last thumbnail scrolled into the strip")
  })

  it("reaches every thumbnail by Tab and shows its slide on Enter", async () => {
    const { root } = await mountDemo("carousel", { variant: "thumbnail" })
    thumbnail(root, 4).focus()
    await press("Enter")
    await waitFor(() => progress(root) === "4 / 5", "slide 4")
    expect(current(root)).to.deep.equal(["Show slide 4"])
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountDemo("carousel", { variant: "thumbnail" })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
