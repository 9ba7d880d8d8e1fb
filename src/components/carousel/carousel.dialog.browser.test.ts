import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
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
 * <demo-carousel variant="dialog">: zag's carousel/dialog, a carousel in a modal dialog whose
 * page survives closing it. The basic demo has no dialog.
 */

const gallery = (root: ShadowRoot) => queryByRole(within(root), "dialog", { name: "Gallery" })
const progress = (root: ShadowRoot) =>
  root.querySelector('[data-scope="carousel"][data-part="progress-text"]')?.textContent

async function openGallery(root: ShadowRoot) {
  await click(getByRole(within(root), "button", { name: "Open gallery" }))
  await waitFor(() => gallery(root), "the gallery dialog")
}

describe('<demo-carousel variant="dialog">', () => {
  afterEach(cleanup)

  it("opens a modal dialog holding the carousel, its first slide in view", async () => {
    const { root } = await mountDemo("carousel", { variant: "dialog" })
    expect(gallery(root)).to.equal(null)
    await openGallery(root)
    const dialog = gallery(root)!
    expect(dialog.getAttribute("aria-modal")).to.equal("true")
    await waitFor(() => progress(root) === "1 / 5", "page 1 of 5")
    // Focus starts on Next, which stays while the carousel lays out its indicators.
    const next = getByRole(dialog, "button", { name: /^Next/ })
    await waitFor(() => root.activeElement === next, "focus on Next")
    const first = getByRole(dialog, "img", { name: /^Slide 1:/ })
    await waitFor(() => first.getBoundingClientRect().width > 50, "the first slide laid out")
  })

  it("reopens on the page it was closed at", async () => {
    const { root } = await mountDemo("carousel", { variant: "dialog" })
    await openGallery(root)
    const next = getByRole(gallery(root)!, "button", { name: /^Next/ })
    await click(next)
    await waitFor(() => progress(root) === "2 / 5", "page 2")
    await click(next)
    await waitFor(() => progress(root) === "3 / 5", "page 3")
    await press("Escape")
    await waitFor(() => gallery(root) === null, "the dialog to close")
    await openGallery(root)
    await waitFor(() => progress(root) === "3 / 5", "page 3 again")
  })

  it("has no serious accessibility violations while open", async () => {
    const { root, element } = await mountDemo("carousel", { variant: "dialog" })
    await openGallery(root)
    await waitFor(() => progress(root) === "1 / 5", "the carousel")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
