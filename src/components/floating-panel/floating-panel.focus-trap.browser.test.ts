import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
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
 * <demo-floating-panel variant="focus-trap">: zag's floating-panel/focus-trap page (no e2e
 * scenario in zag). The basic demo's panel is non-modal: Tab from its last control leaves it.
 */

const NAME = "Floating Panel (Focus Trap)"
const panel = (root: ShadowRoot) => queryByRole(within(root), "dialog", { name: NAME })

async function openPanel() {
  const mounted = await mountDemo("floating-panel", { variant: "focus-trap", "no-toolbar": "" })
  const trigger = getByRole(within(mounted.root), "button", { name: "Toggle Panel" })
  await click(trigger)
  const content = await waitFor(() => panel(mounted.root), "the panel to open")
  await waitFor(() => content.contains(deepActiveElement()), "focus in the panel")
  return { ...mounted, trigger, content }
}

describe('<demo-floating-panel variant="focus-trap">', () => {
  afterEach(cleanup)

  it("shows a form in the panel, with labelled fields", async () => {
    const { content } = await openPanel()
    expect(getByRole(content, "textbox", { name: "Name" })).to.not.equal(null)
    expect(getByRole(content, "textbox", { name: "Email" })).to.not.equal(null)
    expect(getByRole(content, "button", { name: "Submit" })).to.not.equal(null)
  })

  it("keeps Tab inside the panel: past Submit it wraps, never reaching the page", async () => {
    const { root, content } = await openPanel()
    const submit = getByRole(content, "button", { name: "Submit" })
    const after = getByRole(within(root), "button", { name: "After the panel" })
    getByRole(content, "textbox", { name: "Email" }).focus()
    await press("Tab")
    await expectFocus(submit)
    await press("Tab")
    await waitFor(() => deepActiveElement() !== submit, "focus to move on from Submit")
    expect(content.contains(deepActiveElement()), "focus wrapped inside the panel").to.equal(true)
    expect(deepActiveElement()).to.not.equal(after)
  })

  it("keeps Shift+Tab inside the panel too, wrapping to Submit", async () => {
    const { content } = await openPanel()
    const first = content.querySelector<HTMLButtonElement>("button:not([hidden])")!
    first.focus()
    await pressWith("Shift", "Tab")
    await expectFocus(getByRole(content, "button", { name: "Submit" }))
  })

  it("releases the trap when Escape closes the panel", async () => {
    const { root, trigger } = await openPanel()
    getByRole(panel(root)!, "textbox", { name: "Name" }).focus()
    await press("Escape")
    await waitFor(() => !panel(root), "the panel to close")
    trigger.focus()
    await press("Tab")
    await expectFocus(getByRole(within(root), "button", { name: "After the panel" }))
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await openPanel()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
