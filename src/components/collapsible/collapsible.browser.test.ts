import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { collapsible } from "./collapsible.page"

async function waitForState(root: ShadowRoot, name: string) {
  await waitFor(
    () => collapsible(root).state() === name,
    `state ${name} (now ${collapsible(root).state()})`,
  )
}

describe("<demo-collapsible>", () => {
  afterEach(cleanup)

  it("starts closed, with placeholder text and a relative link to collapsible", async () => {
    const { root } = await mountDemo("collapsible")
    expect(collapsible(root).state()).to.equal("closed")
    expect(collapsible(root).trigger().getAttribute("aria-expanded")).to.equal("false")
    expect(collapsible(root).content().hidden).to.equal(true)
    expect(collapsible(root).content().textContent).to.contain("Lorem ipsum")
    const link = collapsible(root).content().querySelector("a")!
    expect(link.getAttribute("href")).to.equal("collapsible")
    expect(link.textContent).to.equal("Open the collapsible page")
  })

  it("opens on click, then closes through closing", async () => {
    const { root } = await mountDemo("collapsible")
    await click(collapsible(root).trigger())
    await waitForState(root, "open")
    expect(collapsible(root).content().hidden).to.equal(false)
    expect(collapsible(root).trigger().getAttribute("aria-expanded")).to.equal("true")
    expect(getByRole(collapsible(root).content(), "link").getAttribute("href")).to.equal(
      "collapsible",
    )

    await click(collapsible(root).trigger())
    // The exit animation keeps the content visible while closing.
    await waitForState(root, "closing")
    expect(collapsible(root).content().hidden).to.equal(false)
    await waitForState(root, "closed")
    expect(collapsible(root).content().hidden).to.equal(true)
  })

  it("toggles with Enter and Space on the trigger", async () => {
    const { root } = await mountDemo("collapsible")
    collapsible(root).trigger().focus()
    await expectFocus(collapsible(root).trigger())
    await press("Enter")
    await waitForState(root, "open")
    await press("Space")
    await waitForState(root, "closed")
    await press("Space")
    await waitForState(root, "open")
  })

  it("shows closed, open and closing in the Visualizer", async () => {
    const { root } = await mountDemo("collapsible")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "closed"', "closed")
    await click(collapsible(root).trigger())
    await waitForVisualizer(root, 'state: "open"', "open")
    await click(collapsible(root).trigger())
    await waitForVisualizer(root, 'state: "closing"', "closing")
    await waitForVisualizer(root, 'state: "closed"', "closed again")
  })

  it("opens from the Open control, and ignores the trigger when disabled", async () => {
    const { root, element } = await mountDemo("collapsible")
    const open = getByLabelText(within(root), "Open") as HTMLInputElement
    expect(open.checked).to.equal(false)
    await click(open)
    await waitForState(root, "open")

    element.setAttribute("disabled", "")
    await waitFor(() => collapsible(root).trigger().disabled, "a disabled trigger")
    expect(collapsible(root).trigger().getAttribute("data-disabled")).to.equal("")
    await click(collapsible(root).trigger())
    expect(collapsible(root).state()).to.equal("open")
    element.removeAttribute("disabled")
    await waitFor(() => !collapsible(root).trigger().disabled, "an enabled trigger")
    await click(collapsible(root).trigger())
    await waitForState(root, "closed")
  })

  it("has no serious or critical axe violations when open", async () => {
    const { element, root } = await mountDemo("collapsible")
    await click(collapsible(root).trigger())
    await waitForState(root, "open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
