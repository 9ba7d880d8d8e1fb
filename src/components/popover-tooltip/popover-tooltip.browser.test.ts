/**
 * Tooltips inside a popover: two kinds of layer in one shadow root. Escape closes the
 * tooltip first and the popover next; clicks inside the popover keep it open; focus goes
 * back to the popover's trigger when it closes.
 */
import { expect } from "chai"
import {
  cleanup,
  click,
  clickOnHostPage,
  deepActiveElement,
  expectFocus,
  hover,
  mountDemo,
  openToolbarTab,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  sleep,
  waitFor,
} from "../../../test/browser/helpers"
import { popoverTooltip } from "./popover-tooltip.page"

async function openPopover(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("popover-tooltip", attributes)
  const page = popoverTooltip(mounted.root)
  await click(page.trigger())
  const popover = await waitFor(() => page.popover(), "the popover to open")
  await waitFor(() => popover.contains(deepActiveElement()), "focus inside the popover")
  return { ...mounted, page, popover }
}

describe("<demo-popover-tooltip>", () => {
  afterEach(resetMouseAndCleanup)

  it("opens a popover of three style buttons, none pressed, focus on the first", async () => {
    const { page } = await openPopover()
    expect(page.trigger().getAttribute("aria-expanded")).to.equal("true")
    for (const name of ["Bold", "Italic", "Underline"] as const)
      expect(page.styleButton(name).getAttribute("aria-pressed")).to.equal("false")
    await expectFocus(page.styleButton("Bold"))
  })

  it("a keyboard-focused button shows its tooltip, named by it", async () => {
    const { page } = await openPopover()
    await press("Tab")
    await expectFocus(page.styleButton("Italic"))
    await waitFor(() => page.openTooltips().join() === "Italic Ctrl+I" || null, "Italic's tooltip")
    const tip = page.openTooltips()
    expect(tip).to.have.length(1)
    const describedBy = page.styleButton("Italic").getAttribute("aria-describedby")
    expect(describedBy, "the tooltip describes its button").to.be.a("string")
  })

  it("Escape closes the tooltip only, then the popover, and focus returns to its trigger", async () => {
    const { page } = await openPopover()
    await press("Tab")
    await waitFor(() => page.openTooltips().length === 1 || null, "a tooltip")
    await press("Escape")
    await waitFor(() => page.openTooltips().length === 0 || null, "the tooltip to close")
    expect(page.popover(), "the popover stays open").to.not.equal(null)
    await expectFocus(page.styleButton("Italic"))
    await press("Escape")
    await waitFor(() => page.popover() === null || null, "the popover to close")
    await expectFocus(page.trigger())
  })

  it("hovering a button shows its tooltip after the open delay", async () => {
    const { page } = await openPopover({ "tooltip-open-delay": "300" })
    await hover(page.styleButton("Underline"))
    await sleep(100)
    expect(page.openTooltips(), "not before the delay").to.deep.equal([])
    await waitFor(
      () => page.openTooltips().join() === "Underline Ctrl+U" || null,
      "Underline's tooltip",
    )
  })

  it("a click on a button presses it and styles the preview; the popover stays open", async () => {
    const { page } = await openPopover()
    // A tooltip showing: the next one opens the instant the pointer arrives, over its button.
    await hover(page.styleButton("Underline"))
    await waitFor(() => page.openTooltips().length === 1 || null, "a tooltip")
    await click(page.styleButton("Bold"))
    await waitFor(
      () => page.styleButton("Bold").getAttribute("aria-pressed") === "true" || null,
      "Bold pressed",
    )
    expect(getComputedStyle(page.preview()).fontWeight).to.equal("700")
    await click(page.styleButton("Italic"))
    await waitFor(() => getComputedStyle(page.preview()).fontStyle === "italic" || null, "italic")
    await click(page.styleButton("Bold"))
    await waitFor(() => getComputedStyle(page.preview()).fontWeight === "400" || null, "not bold")
    expect(page.popover(), "the popover stays open").to.not.equal(null)
  })

  it("a click inside the popover keeps it open; a click outside closes it", async () => {
    const { element, page } = await openPopover()
    await hover(page.styleButton("Bold"))
    await waitFor(() => page.openTooltips().length === 1 || null, "a tooltip")
    await click(page.description())
    await sleep(150)
    expect(page.popover(), "the popover stays open").to.not.equal(null)
    await clickOnHostPage(element)
    await waitFor(() => page.popover() === null || null, "the popover to close")
    expect(page.openTooltips()).to.deep.equal([])
  })

  it("keeps the popover on Escape when its closeOnEscape is off; the tooltip still closes", async () => {
    const { page } = await openPopover({ "close-on-escape": "false" })
    await press("Tab")
    await waitFor(() => page.openTooltips().length === 1 || null, "a tooltip")
    await press("Escape")
    await waitFor(() => page.openTooltips().length === 0 || null, "the tooltip to close")
    await press("Escape")
    await sleep(150)
    expect(page.popover(), "the popover ignores Escape").to.not.equal(null)
  })

  it("shows each machine in the Visualizer: the popover and each tooltip", async () => {
    const { root } = await mountDemo("popover-tooltip")
    await openToolbarTab(root, "Visualizer")
    for (const name of ["Popover state", "Bold tooltip state", "Underline tooltip state"]) {
      await waitFor(() => root.querySelector(`section[aria-label="${name}"]`), name)
    }
  })

  it("has no serious accessibility violations, closed or with a tooltip open", async () => {
    const { element } = await mountDemo("popover-tooltip")
    expect(await seriousViolations(element)).to.deep.equal([])
    cleanup()
    const opened = await openPopover()
    await press("Tab")
    await waitFor(() => opened.page.openTooltips().length === 1 || null, "a tooltip")
    await sleep(300) // past the tooltip's fade-in, which axe would read as low contrast
    expect(await seriousViolations(opened.element)).to.deep.equal([])
  })
})
