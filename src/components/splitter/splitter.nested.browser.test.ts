import { expect } from "chai"
import { getAllByRole, getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  expectFocus,
  mountDemo,
  nextFrame,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-splitter variant="nested">: zag's nested page (no e2e file targets it). What a basic
 * splitter lacks: a second, vertical splitter inside a panel of the first, each resizing on
 * its own, and one drag where their handles meet resizing both (zag's registry).
 */

const mount = () => mountDemo("splitter", { variant: "nested" })

const OUTER = "Resize Files and the editor column"
const INNER = "Resize Editor and Terminal"

function layout(root: ShadowRoot) {
  const all = within(root)
  const handle = (name: string) => getByRole(all, "separator", { name })
  const panel = (id: string) =>
    root.querySelector<HTMLElement>(`[data-part="panel"][data-id="${id}"]`)!
  return {
    handle,
    handles: () => getAllByRole(all, "separator"),
    value: (name: string) => Number(handle(name).getAttribute("aria-valuenow")),
    panel,
    width: (id: string) => panel(id).getBoundingClientRect().width,
    height: (id: string) => panel(id).getBoundingClientRect().height,
  }
}

describe('<demo-splitter variant="nested">', () => {
  afterEach(resetMouseAndCleanup)

  it("nests a vertical splitter of three panels in the middle panel of a horizontal one", async () => {
    const { root } = await mount()
    const page = layout(root)
    expect(page.handles().map((handle) => handle.getAttribute("aria-label"))).to.deep.equal([
      OUTER,
      INNER,
      "Resize Terminal and Problems",
      "Resize the editor column and Outline",
    ])
    // Each handle's line is across its own splitter: vertical between columns, horizontal
    // between rows.
    expect(page.handle(OUTER).getAttribute("aria-orientation")).to.equal("vertical")
    expect(page.handle(INNER).getAttribute("aria-orientation")).to.equal("horizontal")
    await waitFor(() => page.value(OUTER) === 20, "the files column at 20")
    expect(page.value(INNER)).to.equal(50)
    const main = page.panel("main")
    for (const id of ["editor", "terminal", "problems"]) {
      expect(main.contains(page.panel(id))).to.equal(true)
      expect(page.width(id)).to.be.closeTo(main.getBoundingClientRect().width, 1)
    }
    expect(page.panel("files").textContent).to.equal("Files")
    expect(page.panel("outline").textContent).to.equal("Outline")
  })

  it("resizes the outer splitter with left and right, the inner one with up and down", async () => {
    const { root } = await mount()
    const page = layout(root)
    await waitFor(() => page.value(OUTER) === 20, "the files column at 20")
    const editorHeight = page.height("editor")
    page.handle(OUTER).focus()
    await nextFrame()
    await press("ArrowRight")
    await press("ArrowRight")
    expect(page.value(OUTER)).to.equal(22)
    expect(page.value(INNER)).to.equal(50)

    page.handle(INNER).focus()
    await nextFrame()
    await press("ArrowDown")
    expect(page.value(INNER)).to.equal(51)
    await waitFor(() => page.height("editor") > editorHeight, "the editor to grow taller")
    // The inner splitter moves nothing of the outer one.
    expect(page.value(OUTER)).to.equal(22)
  })

  it("moves through the four handles with Tab, outer and inner in page order", async () => {
    const { root } = await mount()
    const page = layout(root)
    const [first, ...rest] = page.handles()
    first!.focus()
    for (const next of rest) {
      await press("Tab")
      await expectFocus(next)
    }
  })

  it("resizes both splitters with one drag where their handles meet", async () => {
    const { root } = await mount()
    const page = layout(root)
    await waitFor(() => page.value(OUTER) === 20, "the files column at 20")
    const [x] = centre(page.handle(OUTER))
    const [, y] = centre(page.handle(INNER))
    await sendMouse({ type: "move", position: [Math.round(x), Math.round(y)] })
    await sendMouse({ type: "down" })
    await sendMouse({ type: "move", position: [Math.round(x) + 40, Math.round(y) + 30] })
    await sendMouse({ type: "move", position: [Math.round(x) + 60, Math.round(y) + 40] })
    await sendMouse({ type: "up" })
    await waitFor(() => page.value(OUTER) > 20, "the files column to widen")
    await waitFor(() => page.value(INNER) > 50, "the editor to grow taller")
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
