import { expect } from "chai"
import { getAllByRole, getByRole, queryByRole } from "@testing-library/dom"
import {
  click,
  mountDemo,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-splitter variant="conditional">: zag's conditional page (no e2e file targets it).
 * What a basic splitter lacks: panels removed and added while it runs, with their handles,
 * and the panels left filling the splitter.
 */

const mount = () => mountDemo("splitter", { variant: "conditional" })

function panels(root: ShadowRoot) {
  const all = within(root)
  const shown = () =>
    [...root.querySelectorAll<HTMLElement>('[data-part="panel"]')].map((panel) => panel.textContent)
  const widths = () =>
    [...root.querySelectorAll<HTMLElement>('[data-part="panel"]')].map(
      (panel) => panel.getBoundingClientRect().width,
    )
  const frame = () => root.querySelector(".sb-splitter-frame")!.getBoundingClientRect().width
  return {
    shown,
    widths,
    frame,
    handles: () =>
      getAllByRole(all, "separator").map((handle) => handle.getAttribute("aria-label")),
    toggle: (name: string) => getByRole(all, "button", { name }),
    handle: (name: string) => queryByRole(all, "separator", { name }),
  }
}

describe('<demo-splitter variant="conditional">', () => {
  afterEach(resetMouseAndCleanup)

  it("starts with three panels and two handles", async () => {
    const { root } = await mount()
    const page = panels(root)
    expect(page.shown()).to.deep.equal(["Left", "Center", "Right"])
    expect(page.handles()).to.deep.equal(["Resize Left and Center", "Resize Center and Right"])
    expect(page.toggle("Left panel").getAttribute("aria-pressed")).to.equal("true")
  })

  it("hides a panel with its handle, the others filling the room, and shows it again", async () => {
    const { root } = await mount()
    const page = panels(root)
    await click(page.toggle("Right panel"))
    await waitFor(() => page.shown().length === 2, "the right panel to go")
    expect(page.shown()).to.deep.equal(["Left", "Center"])
    expect(page.handles()).to.deep.equal(["Resize Left and Center"])
    expect(page.toggle("Right panel").getAttribute("aria-pressed")).to.equal("false")
    await waitFor(
      () => Math.abs(page.widths().reduce((sum, width) => sum + width, 0) - page.frame()) < 12,
      "the two panels to fill the splitter",
    )

    await click(page.toggle("Left panel"))
    await waitFor(() => page.shown().length === 1, "the left panel to go")
    expect(root.querySelectorAll('[role="separator"]')).to.have.length(0)
    expect(page.handle("Resize Left and Center")).to.equal(null)
    await waitFor(() => Math.abs(page.widths()[0]! - page.frame()) < 4, "Center to fill it")

    await click(page.toggle("Right panel"))
    await waitFor(() => page.shown().length === 2, "the right panel to return")
    expect(page.shown()).to.deep.equal(["Center", "Right"])
    expect(page.handles()).to.deep.equal(["Resize Center and Right"])
  })

  it("has no serious accessibility violations with a panel hidden", async () => {
    const { root, element } = await mount()
    await click(panels(root).toggle("Left panel"))
    await waitFor(() => panels(root).shown().length === 2, "the left panel to go")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
