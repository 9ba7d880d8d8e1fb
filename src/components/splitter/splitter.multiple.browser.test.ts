import { expect } from "chai"
import { getAllByRole, getByRole } from "@testing-library/dom"
import {
  expectFocus,
  mountDemo,
  nextFrame,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-splitter variant="multiple">: zag's multiple page (no e2e file targets it). What a
 * basic splitter lacks: a third panel and a second handle, each handle moving only its two
 * neighbours, and F6 to go from handle to handle.
 */

const mount = () => mountDemo("splitter", { variant: "multiple" })
const AB = "Resize panels A and B"
const BC = "Resize panels B and C"

function three(root: ShadowRoot) {
  const all = within(root)
  const handle = (name: string) => getByRole(all, "separator", { name })
  const panel = (id: string) =>
    root.querySelector<HTMLElement>(`[data-part="panel"][data-id="${id}"]`)!
  return {
    handle,
    value: (name: string) => Number(handle(name).getAttribute("aria-valuenow")),
    width: (id: string) => panel(id).getBoundingClientRect().width,
    panel,
    async focus(name: string) {
      handle(name).focus()
      await nextFrame()
    },
  }
}

describe('<demo-splitter variant="multiple">', () => {
  afterEach(resetMouseAndCleanup)

  it("lays out three panels at 25, 50 and 25 with a handle between each pair", async () => {
    const { root } = await mount()
    const page = three(root)
    expect(getAllByRole(within(root), "separator")).to.have.length(2)
    await waitFor(() => page.value(AB) === 25, "A at 25")
    const total = page.width("a") + page.width("b") + page.width("c")
    expect((page.width("b") / total) * 100).to.be.closeTo(50, 1)
    expect(["a", "b", "c"].map((id) => page.panel(id).textContent)).to.deep.equal(["A", "B", "C"])
  })

  it("moves only the two panels beside the handle in use", async () => {
    const { root } = await mount()
    const page = three(root)
    await waitFor(() => page.value(AB) === 25, "A at 25")
    const c = page.width("c")
    await page.focus(AB)
    await pressWith("Shift", "ArrowRight")
    expect(page.value(AB)).to.equal(35)
    await waitFor(() => page.width("a") > page.width("c") + 10, "A to widen")
    expect(page.width("c")).to.be.closeTo(c, 1)

    const a = page.width("a")
    await page.focus(BC)
    await pressWith("Shift", "ArrowLeft")
    await waitFor(() => page.width("c") > c + 10, "C to widen")
    expect(page.width("a")).to.be.closeTo(a, 1)
  })

  it("keeps A and C at 15 at least, while B may close", async () => {
    const { root } = await mount()
    const page = three(root)
    await page.focus(AB)
    await press("Home")
    expect(page.value(AB)).to.equal(15)
    await page.focus(BC)
    await press("End")
    // The handle's value is the size of the panel before it, B.
    await waitFor(() => page.value(BC) === 70, "B to grow until C is at its min")
    const total = page.width("a") + page.width("b") + page.width("c")
    expect((page.width("c") / total) * 100).to.be.closeTo(15, 1)
    await press("Home")
    await waitFor(() => page.value(BC) === 0, "B to close")
    await waitFor(() => page.width("b") < 1, "B to take no room")
  })

  it("moves focus from handle to handle with F6 and Shift+F6, cycling", async () => {
    const { root } = await mount()
    const page = three(root)
    await page.focus(AB)
    await press("F6")
    await expectFocus(page.handle(BC))
    await press("F6")
    await expectFocus(page.handle(AB))
    await pressWith("Shift", "F6")
    await expectFocus(page.handle(BC))
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
