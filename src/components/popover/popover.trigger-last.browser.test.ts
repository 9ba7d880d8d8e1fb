import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  deepActiveElement,
  expectFocus,
  mountDemo,
  press,
  pressWith,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-popover variant="trigger-last">: a non-modal popover whose trigger is the last tab
 * stop. zag's scenario (e2e/popover.e2e.ts, "when trigger is last tabbable: tab out should
 * not loop into content") ported. Mounted without the toolbar, so the trigger is the element's
 * last tab stop and the element the page's last.
 */

const page = (root: ShadowRoot) => ({
  trigger: () => getByRole(within(root), "button", { name: /^Click me/ }),
  popover: () => queryByRole(within(root), "dialog", { name: "Last in line" }),
  link: () => getByRole(within(root), "link", { name: "Popover help" }),
  close: () => getByRole(within(root), "button", { name: "Close" }),
})

async function openByKeyboard() {
  const mounted = await mountDemo("popover", { variant: "trigger-last", "no-toolbar": "" })
  const demo = page(mounted.root)
  demo.trigger().focus()
  await press("Enter")
  await waitFor(() => demo.popover(), "the popover to open")
  await expectFocus(demo.link())
  return { ...mounted, demo }
}

describe('<demo-popover variant="trigger-last">', () => {
  afterEach(cleanup)

  it("has its trigger as the last tab stop, the popover's content right after it", async () => {
    const { root, demo } = await openByKeyboard()
    const tabbables = [...root.querySelectorAll<HTMLElement>("button, a[href], input")]
    const outside = tabbables.filter((element) => !demo.popover()!.contains(element))
    expect(outside.at(-1)).to.equal(demo.trigger())
  })

  it("tabs through link, field and close, then leaves without looping into the content", async () => {
    const { demo } = await openByKeyboard()
    await press("Tab")
    await expectFocus(getByRole(demo.popover()!, "textbox", { name: "Note" }))
    await press("Tab")
    await expectFocus(demo.close())
    const content = demo.popover()!
    await press("Tab")
    await waitFor(() => !content.contains(deepActiveElement()), "focus to leave the popover")
    // A loop would have sent it back to the content's first element.
    expect(deepActiveElement()).to.not.equal(demo.link())
    expect(deepActiveElement()).to.not.equal(demo.close())
  })

  it("Shift+Tab from the first element goes back to the trigger, the popover staying open", async () => {
    const { demo } = await openByKeyboard()
    await pressWith("Shift", "Tab")
    await expectFocus(demo.trigger())
    expect(demo.popover(), "the popover stays open").to.not.equal(null)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await openByKeyboard()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
