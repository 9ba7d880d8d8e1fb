import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  captureLogs,
  centre,
  click,
  deepActiveElement,
  describeElement,
  expectFocus,
  hover,
  mountDemo,
  openToolbarTab,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  sleep,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { navigationMenuDemo, type Section } from "./navigation-menu.page"

// Ported from zag's navigation menu e2e suite (e2e/navigation-menu.e2e.ts), on zag's basic
// example (no shared viewport), which this demo shows.

async function mountMenu(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("navigation-menu", attributes)
  return { ...mounted, menu: navigationMenuDemo(mounted.root) }
}

type Menu = ReturnType<typeof navigationMenuDemo>

const waitForPanels = (menu: Menu, expected: string, what = `open panels: ${expected || "none"}`) =>
  waitFor(() => menu.openPanels() === expected, what)

/** Moves the real mouse to a point of the page away from the demo. */
const moveAway = () => sendMouse({ type: "move", position: [5, innerHeight - 5] })

async function pressTimes(key: string, times: number) {
  for (let i = 0; i < times; i++) await press(key)
}

async function focusTrigger(menu: Menu, section: Section) {
  menu.trigger(section).focus()
  await expectFocus(menu.trigger(section))
}

describe("<demo-navigation-menu>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows three sections and a Pricing link in a navigation landmark, all closed", async () => {
    const { menu } = await mountMenu()
    expect(menu.nav().localName).to.equal("nav")
    for (const section of ["Products", "Company", "Developers"] as const) {
      expect(menu.trigger(section).getAttribute("aria-expanded")).to.equal("false")
      expect(menu.panel(section).hidden).to.equal(true)
    }
    expect(menu.link("Pricing").getAttribute("href")).to.equal("#pricing")
    expect(menu.queryLink("Analytics Platform")).to.equal(null)
  })

  it("opens a panel on hover", async () => {
    const { menu } = await mountMenu()
    await hover(menu.trigger("Products"))
    await waitForPanels(menu, "Products")
    expect(menu.trigger("Products").getAttribute("aria-expanded")).to.equal("true")
    expect(menu.panel("Products").getAttribute("aria-labelledby")).to.equal(
      menu.trigger("Products").id,
    )
    const links = [...menu.panel("Products").querySelectorAll("a")].map((a) => a.textContent)
    expect(links).to.deep.equal([
      "Analytics Platform",
      "Customer Engagement",
      "Marketing Automation",
      "Data Integration",
      "Enterprise Solutions",
      "API Documentation",
    ])
  })

  it("opens a panel on click", async () => {
    const { menu } = await mountMenu()
    await click(menu.trigger("Products"))
    await waitForPanels(menu, "Products")
  })

  it("closes when clicking outside", async () => {
    const { menu } = await mountMenu()
    await click(menu.trigger("Products"))
    await waitForPanels(menu, "Products")
    await sendMouse({ type: "click", position: [5, innerHeight - 5] })
    await waitForPanels(menu, "")
  })

  it("closes when pressing Escape", async () => {
    const { menu } = await mountMenu()
    await click(menu.trigger("Products"))
    await waitForPanels(menu, "Products")
    await press("Escape")
    await waitForPanels(menu, "")
  })

  it("switches panels as the pointer moves to another trigger", async () => {
    const { menu } = await mountMenu()
    await hover(menu.trigger("Products"))
    await waitForPanels(menu, "Products")
    await hover(menu.trigger("Company"))
    await waitForPanels(menu, "Company")
  })

  it("switches panels with the keyboard: Enter toggles, Tab moves to the next trigger", async () => {
    const { menu } = await mountMenu()
    await focusTrigger(menu, "Products")
    await press("Enter")
    await waitForPanels(menu, "Products")
    await press("Enter")
    await waitForPanels(menu, "")
    await press("Tab")
    await expectFocus(menu.trigger("Company"))
    await press("Enter")
    await waitForPanels(menu, "Company")
  })

  it("a click closes a panel opened by hover, and hovering again does not reopen it", async () => {
    const { menu } = await mountMenu()
    await hover(menu.trigger("Products"))
    await waitForPanels(menu, "Products")
    await click(menu.trigger("Products"))
    await waitForPanels(menu, "")
    // The pointer moves on over the trigger, as zag's hovering again does.
    const [x, y] = centre(menu.trigger("Products"))
    await sendMouse({ type: "move", position: [x + 4, y + 2] })
    await sleep(500)
    expect(menu.openPanels()).to.equal("")
  })

  it("Tab from an open trigger focuses the panel's first link", async () => {
    const { menu } = await mountMenu()
    await focusTrigger(menu, "Products")
    await press("Enter")
    await waitForPanels(menu, "Products")
    await press("Tab")
    await expectFocus(menu.link("Analytics Platform"))
  })

  it("Tab goes through the open panel's links, then on to the next trigger and out", async () => {
    const { menu } = await mountMenu()
    await focusTrigger(menu, "Products")
    await press("Enter")
    await waitForPanels(menu, "Products")
    // Six links, then the next trigger.
    await pressTimes("Tab", 6)
    await expectFocus(menu.link("API Documentation"))
    await press("Tab")
    await expectFocus(menu.trigger("Company"))
    await press("Enter")
    await waitForPanels(menu, "Company")
    // Four links, the Developers trigger (its panel closed), then Pricing.
    await pressTimes("Tab", 5)
    await expectFocus(menu.trigger("Developers"))
    await press("Tab")
    await expectFocus(menu.link("Pricing"))
    // Focus leaves the menu: every panel closes.
    await press("Tab")
    await waitFor(() => !menu.nav().contains(deepActiveElement()), "focus out of the menu")
    await waitForPanels(menu, "")
  })

  it("moves between triggers with the arrow keys and into the panel with ArrowDown", async () => {
    const { menu } = await mountMenu()
    await focusTrigger(menu, "Products")
    await press("ArrowRight")
    await expectFocus(menu.trigger("Company"))
    await press("End")
    await expectFocus(menu.link("Pricing"))
    await press("Home")
    await expectFocus(menu.trigger("Products"))
    await press("Enter")
    await waitForPanels(menu, "Products")
    await press("ArrowDown")
    await expectFocus(menu.link("Analytics Platform"))
    await press("ArrowDown")
    await expectFocus(menu.link("Customer Engagement"))
  })

  it("follows the reading direction: in rtl ArrowLeft moves to the next trigger", async () => {
    const { menu } = await mountMenu({ dir: "rtl" })
    expect(menu.nav().getAttribute("dir")).to.equal("rtl")
    await focusTrigger(menu, "Products")
    await press("ArrowLeft")
    await expectFocus(menu.trigger("Company"))
  })

  it("a link click closes the panel, marks the link current and logs it", async () => {
    const { menu } = await mountMenu()
    const logs = captureLogs()
    try {
      await click(menu.trigger("Company"))
      await waitForPanels(menu, "Company")
      await click(menu.link("Careers"))
      await waitForPanels(menu, "")
      expect(location.hash).to.equal("")
      expect(logs.lines).to.deep.include(["<demo-navigation-menu> link selected", "Careers"])
    } finally {
      logs.restore()
    }
    await click(menu.trigger("Company"))
    await waitForPanels(menu, "Company")
    expect(menu.link("Careers").getAttribute("aria-current")).to.equal("page")
    expect(menu.link("About Us").hasAttribute("aria-current")).to.equal(false)
  })

  it("waits the open delay before a hovered panel opens", async () => {
    const { menu } = await mountMenu({ "open-delay": "800" })
    await hover(menu.trigger("Products"))
    await sleep(400)
    expect(menu.openPanels(), "still closed after 400 ms").to.equal("")
    await waitForPanels(menu, "Products")
  })

  it("waits the close delay after the pointer leaves before the panel closes", async () => {
    for (const closeDelay of [300, 2000]) {
      const { element, menu } = await mountMenu({ "close-delay": String(closeDelay) })
      await hover(menu.trigger("Products"))
      await waitForPanels(menu, "Products")
      await moveAway()
      const left = performance.now()
      await sleep(1000)
      expect(menu.openPanels(), `close delay ${closeDelay}, 1000 ms after leaving`).to.equal(
        closeDelay > 1000 ? "Products" : "",
      )
      await waitForPanels(menu, "")
      expect(performance.now() - left).to.be.greaterThan(closeDelay - 50)
      element.remove()
    }
  })

  it("shows the defaults in the Controls tab", async () => {
    const { root } = await mountMenu()
    const field = <T extends HTMLElement>(label: string) => getByLabelText<T>(within(root), label)
    expect(field<HTMLSelectElement>("Direction").value).to.equal("ltr")
    expect(field<HTMLInputElement>("Open delay").value).to.equal("200")
    expect(field<HTMLInputElement>("Close delay").value).to.equal("300")
  })

  it("shows the open section in the Visualizer", async () => {
    const { root, menu } = await mountMenu()
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'value: ""', "no value")
    await click(menu.trigger("Developers"))
    await waitForVisualizer(root, 'value: "developers"', "the developers value")
  })

  it("has no serious or critical axe violations with a panel open", async () => {
    const { element, menu } = await mountMenu()
    await click(menu.trigger("Products"))
    await waitForPanels(menu, "Products")
    // As a user sees it: after the panel's opening fade.
    await Promise.allSettled(
      menu
        .panel("Products")
        .getAnimations()
        .map((a) => a.finished),
    )
    expect(await seriousViolations(element), describeElement(deepActiveElement())).to.deep.equal([])
  })
})
