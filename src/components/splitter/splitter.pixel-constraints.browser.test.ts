import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  mountDemo,
  nextFrame,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-splitter variant="pixel-constraints">: zag's page of that name (no e2e file targets
 * it). The sidebar is sized in pixels: it starts at 120px and the handle moves it between
 * 120px and 200px, whatever the splitter's width (zag converts to whole percents of the
 * root, handle included, so a few pixels either way); the basic demo sizes in percent.
 */

async function mount() {
  const { root, element } = await mountDemo("splitter", { variant: "pixel-constraints" })
  const handle = getByRole(within(root), "separator", { name: "Resize the sidebar" })
  const sidebar = root.querySelector<HTMLElement>('[data-part="panel"][data-id="sidebar"]')!
  const width = () => sidebar.getBoundingClientRect().width
  return { root, element, handle, width }
}

describe('<demo-splitter variant="pixel-constraints">', () => {
  afterEach(resetMouseAndCleanup)

  it("starts the sidebar at 120px", async () => {
    const { width } = await mount()
    await waitFor(() => Math.abs(width() - 120) < 2, "the sidebar at 120px")
  })

  it("keeps the sidebar between 120px and 200px with the keyboard", async () => {
    const { handle, width } = await mount()
    await waitFor(() => Math.abs(width() - 120) < 2, "the sidebar at 120px")
    handle.focus()
    await nextFrame()
    await press("End")
    await waitFor(() => Math.abs(width() - 200) < 6, "the sidebar at its 200px maximum")
    for (let step = 0; step < 5; step++) await press("ArrowRight")
    await nextFrame()
    expect(width()).to.be.closeTo(200, 6)
    await press("Home")
    await waitFor(() => Math.abs(width() - 120) < 2, "the sidebar back at its 120px minimum")
    await press("ArrowLeft")
    await nextFrame()
    expect(width()).to.be.closeTo(120, 2)
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
