import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-floating-panel variant="stacking">: two panels in one stack. zag's scenarios for
 * /floating-panel/stacking (e2e/floating-panel.e2e.ts) ported: closing the topmost promotes the
 * other; focusing a panel raises its positioner. The basic demo has a single panel.
 */

const panel = (root: ShadowRoot, name: string) =>
  queryByRole(within(root), "dialog", { name: `Panel ${name}` })
const zIndex = (root: ShadowRoot, name: string) =>
  Number(getComputedStyle(panel(root, name)!.parentElement!).zIndex)
const topmost = (root: ShadowRoot, name: string) =>
  panel(root, name)?.hasAttribute("data-topmost") === true

async function openBoth() {
  const mounted = await mountDemo("floating-panel", { variant: "stacking" })
  const { root } = mounted
  await click(getByRole(within(root), "button", { name: "Toggle A" }))
  await waitFor(() => panel(root, "A"), "panel A to open")
  await click(getByRole(within(root), "button", { name: "Toggle B" }))
  await waitFor(() => panel(root, "B"), "panel B to open")
  return mounted
}

describe('<demo-floating-panel variant="stacking">', () => {
  afterEach(cleanup)

  it("puts the panel opened last on top, the other behind", async () => {
    const { root } = await openBoth()
    await waitFor(() => topmost(root, "B"), "panel B topmost")
    expect(panel(root, "A")!.hasAttribute("data-behind")).to.equal(true)
    expect(zIndex(root, "B")).to.be.greaterThan(zIndex(root, "A"))
  })

  it("promotes the other panel when the topmost one closes", async () => {
    const { root } = await openBoth()
    await waitFor(() => topmost(root, "B"), "panel B topmost")
    await click(getByRole(panel(root, "B")!, "button", { name: "Close Window" }))
    await waitFor(() => !panel(root, "B"), "panel B to close")
    await waitFor(() => topmost(root, "A"), "panel A topmost")
  })

  it("raises a panel above the other when it is focused", async () => {
    const { root } = await openBoth()
    await waitFor(() => topmost(root, "B"), "panel B topmost")
    panel(root, "A")!.focus()
    await waitFor(() => topmost(root, "A"), "panel A topmost after focus")
    expect(panel(root, "B")!.hasAttribute("data-behind")).to.equal(true)
    expect(zIndex(root, "A")).to.be.greaterThan(zIndex(root, "B"))
  })

  it("has no serious accessibility violations with both open", async () => {
    const { element } = await openBoth()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
