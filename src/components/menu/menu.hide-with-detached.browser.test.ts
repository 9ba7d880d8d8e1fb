import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { menuDemo } from "../../../test/browser/pages/menu-popups"

/*
 * <demo-menu variant="hide-with-detached">: the menu's button sits in a strip that scrolls
 * sideways, and the menu uses zag's `hideWhenDetached` (zag's menu/hide-with-detached page).
 * What the demo cannot show: scrolled out of the strip's view, the button takes the open menu
 * out of sight with it; scrolled back, the menu shows again. It stays open all along.
 */

const trigger = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Actions" })
const strip = (root: ShadowRoot) => getByRole(within(root), "region", { name: "Monthly reports" })
const content = (root: ShadowRoot) => menuDemo(root).contents()[0]!
const positioner = (root: ShadowRoot) => content(root).parentElement!
const shown = (root: ShadowRoot) => getComputedStyle(positioner(root)).visibility !== "hidden"
const mount = () => mountDemo("menu", { variant: "hide-with-detached" })

async function openMenu(root: ShadowRoot) {
  await click(trigger(root))
  await waitFor(() => menuDemo(root).openPopup(), "the menu to open")
  await waitFor(() => content(root).getAttribute("data-placement"), "the menu positioned")
}

/** Scrolls the strip, as a wheel or a trackpad would, and lets the page repaint. */
async function scrollStrip(root: ShadowRoot, left: number) {
  strip(root).scrollTo({ left, behavior: "instant" })
  await nextFrame()
}

describe('<demo-menu variant="hide-with-detached">', () => {
  afterEach(cleanup)

  it("holds the menu button in a strip that scrolls sideways", async () => {
    const { root } = await mount()
    expect(strip(root).scrollWidth).to.be.greaterThan(strip(root).clientWidth)
    expect(strip(root).contains(trigger(root))).to.equal(true)
  })

  it("hides the open menu while its button is scrolled out of view, and shows it again", async () => {
    const { root } = await mount()
    await openMenu(root)
    expect(shown(root)).to.equal(true)
    await scrollStrip(root, strip(root).scrollWidth)
    await waitFor(() => !shown(root), "the menu hidden with its button")
    expect(menuDemo(root).openPopup(), "still open").to.equal(content(root))
    expect(trigger(root).getAttribute("aria-expanded")).to.equal("true")
    await scrollStrip(root, 0)
    await waitFor(() => shown(root), "the menu shown again")
  })

  it("keeps the menu shown while its button is still in view", async () => {
    const { root } = await mount()
    await openMenu(root)
    const box = trigger(root).getBoundingClientRect()
    // A scroll by less than the room left of the button keeps it whole in view.
    const room = box.left - strip(root).getBoundingClientRect().left
    await scrollStrip(root, Math.floor(room / 2))
    await waitFor(() => trigger(root).getBoundingClientRect().left < box.left, "the strip scrolled")
    await waitFor(() => content(root).getBoundingClientRect().left < box.left, "the menu followed")
    expect(shown(root)).to.equal(true)
  })

  it("closes on Escape while hidden, returning focus to its button", async () => {
    const { root } = await mount()
    await openMenu(root)
    await scrollStrip(root, strip(root).scrollWidth)
    await waitFor(() => !shown(root), "the menu hidden with its button")
    await press("Escape")
    await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
    await expectFocus(trigger(root))
  })

  it("has no serious accessibility violations with the menu open", async () => {
    const { root, element } = await mount()
    await openMenu(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
