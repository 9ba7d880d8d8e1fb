import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-dialog variant="nested">: a settings dialog that opens a confirmation dialog on top.
 * zag's nested scenarios (e2e/dialog.e2e.ts, "[nested]") ported: focus moves into the inner
 * dialog, and the inner one can close the outer. What a single dialog cannot show: Escape
 * closes only the top dialog.
 */

function nestedDemo(root: ShadowRoot) {
  return {
    trigger: () => getByRole(within(root), "button", { name: "Open settings" }),
    outer: () => queryByRole(within(root), "dialog", { name: "Settings" }),
    inner: () => queryByRole(within(root), "dialog", { name: "Delete account?" }),
  }
}

async function openBoth() {
  const mounted = await mountDemo("dialog", { variant: "nested" })
  const demo = nestedDemo(mounted.root)
  await click(demo.trigger())
  const outer = await waitFor(() => demo.outer(), "the outer dialog to open")
  await click(getByRole(outer, "button", { name: "Delete account…" }))
  const inner = await waitFor(() => demo.inner(), "the inner dialog to open")
  return { ...mounted, demo, outer, inner }
}

describe('<demo-dialog variant="nested">', () => {
  afterEach(cleanup)

  it("opens the inner dialog on top and moves focus to its close button", async () => {
    const { inner, outer } = await openBoth()
    expect(outer.contains(inner)).to.equal(true)
    await expectFocus(getByRole(inner, "button", { name: "Close confirmation" }))
  })

  it("closes only the inner dialog on Escape, then the outer on a second Escape", async () => {
    const { demo, outer } = await openBoth()
    await press("Escape")
    await waitFor(() => demo.inner() === null, "the inner dialog to close")
    expect(demo.outer()).to.equal(outer)
    await press("Escape")
    await waitFor(() => demo.outer() === null, "the outer dialog to close")
  })

  it("closes both from the inner dialog and gives focus back to the first trigger", async () => {
    const { demo, inner } = await openBoth()
    await click(getByRole(inner, "button", { name: "Close both" }))
    await waitFor(() => demo.inner() === null && demo.outer() === null, "both dialogs to close")
    await expectFocus(demo.trigger())
  })

  it("has no serious accessibility violations with both open", async () => {
    const { element } = await openBoth()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
