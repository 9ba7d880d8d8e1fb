import { expect } from "chai"
import {
  click,
  expectFocus,
  mountDemo,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
} from "../../../test/browser/helpers"
import { navigationMenuDemo } from "./navigation-menu.page"

// <demo-navigation-menu variant="viewport">, zag's navigation-menu/viewport: the panels open in
// one shared viewport that takes the open panel's size. The basic demo has no viewport: each
// panel opens under its own trigger.

async function mountViewportMenu() {
  const mounted = await mountDemo("navigation-menu", { variant: "viewport" })
  const viewport = () =>
    mounted.root.querySelector<HTMLElement>('[data-scope="navigation-menu"][data-part="viewport"]')!
  return { ...mounted, menu: navigationMenuDemo(mounted.root), viewport }
}

describe('<demo-navigation-menu variant="viewport">', () => {
  afterEach(resetMouseAndCleanup)

  it("opens a section's panel inside the shared viewport, sized to it", async () => {
    const { menu, viewport } = await mountViewportMenu()
    expect(viewport().hidden, "closed at first").to.equal(true)
    await click(menu.trigger("Products"))
    await waitFor(() => menu.openPanels() === "Products", "the Products panel")
    expect(viewport().contains(menu.panel("Products")), "the panel is in the viewport").to.equal(
      true,
    )
    await waitFor(
      () => Math.abs(viewport().clientWidth - menu.panel("Products").offsetWidth) <= 2,
      "the viewport as wide as the panel",
    )
  })

  it("resizes the viewport to the next section's panel when another trigger opens it", async () => {
    const { menu, viewport } = await mountViewportMenu()
    await click(menu.trigger("Products"))
    await waitFor(() => menu.openPanels() === "Products", "the Products panel")
    await waitFor(() => viewport().style.getPropertyValue("--viewport-height") !== "", "a size")
    const productsHeight = viewport().style.getPropertyValue("--viewport-height")
    await click(menu.trigger("Company"))
    await waitFor(() => menu.openPanels() === "Company", "the Company panel instead")
    await waitFor(
      () => viewport().style.getPropertyValue("--viewport-height") !== productsHeight,
      "the viewport's height to follow the shorter panel",
    )
  })

  it("tabs from an open trigger into its panel in the viewport, and Escape returns", async () => {
    const { menu } = await mountViewportMenu()
    menu.trigger("Company").focus()
    await press("Enter")
    await waitFor(() => menu.openPanels() === "Company", "the Company panel")
    await press("Tab")
    await expectFocus(menu.link("About Us"))
    await press("Escape")
    await waitFor(() => menu.openPanels() === "", "the panel to close")
    await expectFocus(menu.trigger("Company"))
  })

  it("has no serious accessibility violations while open", async () => {
    const { element, menu } = await mountViewportMenu()
    await click(menu.trigger("Products"))
    await waitFor(() => menu.openPanels() === "Products", "the Products panel")
    // Checked once the panel has slid in: mid-fade its links are too faint by design.
    const animations = element.shadowRoot!.getAnimations()
    await Promise.allSettled(animations.map((animation) => animation.finished))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
