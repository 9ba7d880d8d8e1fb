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
  stageOf,
  waitFor,
  waitForVisualizer,
  within,
} from "./helpers"

const trigger = (root: ShadowRoot) =>
  getByRole(stageOf(root), "button", { name: /^Toggle content/ }) as HTMLButtonElement
const content = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="collapsible"][data-part="content"]')!
const state = (root: ShadowRoot) =>
  root.querySelector('[data-testid="collapsible-state"]')!.textContent

async function waitForState(root: ShadowRoot, name: string) {
  await waitFor(() => state(root) === name, `state ${name} (now ${state(root)})`)
}

describe("<demo-collapsible>", () => {
  afterEach(cleanup)

  it("starts closed, with placeholder text and a relative link to collapsible", async () => {
    const { root } = await mountDemo("collapsible")
    expect(state(root)).to.equal("closed")
    expect(trigger(root).getAttribute("aria-expanded")).to.equal("false")
    expect(content(root).hidden).to.equal(true)
    expect(content(root).textContent).to.contain("Lorem ipsum")
    const link = content(root).querySelector("a")!
    expect(link.getAttribute("href")).to.equal("collapsible")
    expect(link.textContent).to.equal("Open the collapsible page")
  })

  it("opens on click, then closes through closing", async () => {
    const { root } = await mountDemo("collapsible")
    await click(trigger(root))
    await waitForState(root, "open")
    expect(content(root).hidden).to.equal(false)
    expect(trigger(root).getAttribute("aria-expanded")).to.equal("true")
    expect(getByRole(content(root), "link").getAttribute("href")).to.equal("collapsible")

    await click(trigger(root))
    // The exit animation keeps the content visible while closing.
    await waitForState(root, "closing")
    expect(content(root).hidden).to.equal(false)
    await waitForState(root, "closed")
    expect(content(root).hidden).to.equal(true)
  })

  it("toggles with Enter and Space on the trigger", async () => {
    const { root } = await mountDemo("collapsible")
    trigger(root).focus()
    await expectFocus(trigger(root))
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
    await click(trigger(root))
    await waitForVisualizer(root, 'state: "open"', "open")
    await click(trigger(root))
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
    await waitFor(() => trigger(root).disabled, "a disabled trigger")
    expect(trigger(root).getAttribute("data-disabled")).to.equal("")
    await click(trigger(root))
    expect(state(root)).to.equal("open")
    element.removeAttribute("disabled")
    await waitFor(() => !trigger(root).disabled, "an enabled trigger")
    await click(trigger(root))
    await waitForState(root, "closed")
  })

  it("has no serious or critical axe violations when open", async () => {
    const { element, root } = await mountDemo("collapsible")
    await click(trigger(root))
    await waitForState(root, "open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
