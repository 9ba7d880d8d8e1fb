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
 * <demo-popover variant="controlled">: the page holds `open` (zag's popover/controlled,
 * composition-controlled and multiple-controlled pages; no e2e file). What the demo cannot
 * do: open and close from buttons outside the machine, the page's state and the popover's
 * always agreeing.
 */

const page = (root: ShadowRoot) => ({
  trigger: () => getByRole(within(root), "button", { name: /^Presenters/ }),
  outside: () => getByRole(within(root), "button", { name: "Open from outside" }),
  popover: () => queryByRole(within(root), "dialog", { name: "Presenters" }),
  status: () => getByRole(within(root), "status").textContent,
})

const mount = async () => {
  const mounted = await mountDemo("popover", { variant: "controlled" })
  return { ...mounted, demo: page(mounted.root) }
}

describe('<demo-popover variant="controlled">', () => {
  afterEach(cleanup)

  it("opens from a button outside the machine, anchored to its trigger", async () => {
    const { demo } = await mount()
    expect(demo.status()).to.equal("Page state: closed")
    await click(demo.outside())
    const popover = await waitFor(() => demo.popover(), "the popover to open")
    expect(demo.status()).to.equal("Page state: open")
    expect(demo.trigger().getAttribute("aria-expanded")).to.equal("true")
    await waitFor(
      () => popover.getBoundingClientRect().top > demo.trigger().getBoundingClientRect().bottom,
      "the popover below its trigger",
    )
  })

  it("closes from its Done button, which only sets the page's state", async () => {
    const { demo } = await mount()
    await click(demo.trigger())
    await waitFor(() => demo.popover(), "the trigger to open it")
    expect(demo.status()).to.equal("Page state: open")
    await click(getByRole(demo.popover()!, "button", { name: "Done" }))
    await waitFor(() => demo.popover() === null, "Done to close it")
    expect(demo.status()).to.equal("Page state: closed")
  })

  it("reports Escape and the close button to the page", async () => {
    const { demo } = await mount()
    await click(demo.trigger())
    await waitFor(() => demo.popover(), "the trigger to open it")
    await press("Escape")
    await waitFor(() => demo.popover() === null, "Escape to close it")
    expect(demo.status()).to.equal("Page state: closed")
    await expectFocus(demo.trigger())
    await click(demo.outside())
    await waitFor(() => demo.popover(), "the outside button to open it")
    await click(getByRole(demo.popover()!, "button", { name: "Close" }))
    await waitFor(
      () => demo.status() === "Page state: closed",
      "the close button to reach the page",
    )
    expect(demo.popover()).to.equal(null)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element, demo } = await mount()
    await click(demo.outside())
    await waitFor(() => demo.popover(), "the popover to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
