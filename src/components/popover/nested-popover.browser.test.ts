import { expect } from "chai"
import { getByRole, getByText, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  clickHostPageBelow,
  deepActiveElement,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  sleep,
  waitFor,
  within,
} from "../../../test/browser/helpers"

const outerTrigger = (root: ShadowRoot) =>
  getByRole(within(root), "button", { name: /^Open popover/ })
const innerTrigger = (root: ShadowRoot) =>
  getByRole(within(root), "button", { name: /^Open nested popover/ })
const outer = (root: ShadowRoot) => queryByRole(within(root), "dialog", { name: "Outer popover" })
const inner = (root: ShadowRoot) => queryByRole(within(root), "dialog", { name: "Inner popover" })
/** "outer popover: open, inner popover: closed", from the Visualizer's labelled sections. */
const machineStates = (root: ShadowRoot) =>
  [...root.querySelectorAll(".sb-machine")]
    .map((section) => {
      const state = section.textContent?.match(/state: "(\w+)"/)?.[1]
      return `${section.getAttribute("aria-label")?.replace(/ state$/, "")}: ${state}`
    })
    .sort()
    .join(", ")

async function openBoth(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("nested-popover", attributes)
  await click(outerTrigger(mounted.root))
  await waitFor(() => outer(mounted.root), "the outer popover to open")
  await click(innerTrigger(mounted.root))
  await waitFor(() => inner(mounted.root), "the inner popover to open")
  return mounted
}

describe("<demo-nested-popover>", () => {
  afterEach(cleanup)

  it("opens a popover whose content holds a second popover", async () => {
    const { root } = await openBoth()
    const outerContent = outer(root)!
    expect(outerContent.contains(inner(root))).to.equal(true)
    expect(inner(root)!.textContent).to.contain("Escape closes this one first.")
    // Focus moves into the inner popover when it opens.
    await waitFor(() => inner(root)!.contains(deepActiveElement()), "focus in the inner popover")
  })

  it("places the inner popover right of its trigger", async () => {
    const { root } = await openBoth()
    const content = inner(root)!
    await waitFor(() => content.getAttribute("data-placement") === "right-start", "right-start")
    const triggerBox = innerTrigger(root).getBoundingClientRect()
    const box = content.getBoundingClientRect()
    expect(box.left).to.be.above(triggerBox.right)
    expect(Math.round(box.top)).to.equal(Math.round(triggerBox.top))
  })

  it("closes the inner popover first on Escape, then the outer one", async () => {
    const { root } = await openBoth()
    await waitFor(() => inner(root)!.contains(deepActiveElement()), "focus in the inner popover")
    await press("Escape")
    await waitFor(() => !inner(root), "the inner popover to close")
    expect(outer(root)).to.not.equal(null)
    await waitFor(() => deepActiveElement() === innerTrigger(root), "focus on the inner trigger")
    await press("Escape")
    await waitFor(() => !outer(root), "the outer popover to close")
    await waitFor(() => deepActiveElement() === outerTrigger(root), "focus on the outer trigger")
  })

  it("keeps the outer popover open on a click inside the inner one", async () => {
    const { root } = await openBoth()
    await click(getByRole(inner(root)!, "button", { name: "Inner action" }))
    await sleep(150)
    expect(inner(root)).to.not.equal(null)
    expect(outer(root)).to.not.equal(null)
  })

  it("closes the inner popover only on a click in the outer one", async () => {
    const { root } = await openBoth()
    await click(getByText(outer(root)!, "Outer popover"))
    await waitFor(() => !inner(root), "the inner popover to close")
    expect(outer(root)).to.not.equal(null)
  })

  it("closes both on a click on the host page outside the element", async () => {
    const { root, element } = await openBoth()
    await clickHostPageBelow(element)
    await waitFor(() => !inner(root) && !outer(root), "both popovers to close")
    await waitFor(() => deepActiveElement() === outerTrigger(root), "focus on the outer trigger")
  })

  it("keeps both open on Escape when closeOnEscape is off", async () => {
    const { root } = await openBoth({ "close-on-escape": "false" })
    await press("Escape")
    await sleep(150)
    expect(inner(root)).to.not.equal(null)
    expect(outer(root)).to.not.equal(null)
  })

  it("shows both machines in the Visualizer", async () => {
    const { root } = await mountDemo("nested-popover")
    await openToolbarTab(root, "Visualizer")
    await waitFor(
      () => machineStates(root) === "inner popover: closed, outer popover: closed",
      "two closed machines",
    )
    await click(outerTrigger(root))
    await waitFor(
      () => machineStates(root) === "inner popover: closed, outer popover: open",
      "outer open",
    )
    await click(innerTrigger(root))
    await waitFor(
      () => machineStates(root) === "inner popover: open, outer popover: open",
      "both open",
    )
  })

  it("has no serious or critical axe violations with both open", async () => {
    const { element } = await openBoth()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
