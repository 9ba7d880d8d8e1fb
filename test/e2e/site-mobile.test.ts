import { describe, expect, it } from "vitest"
import { useSite } from "./site-harness"

// Point 4 of issue 13: under 768px the nav is a menu; at 375px nothing scrolls sideways.
const PHONE = { width: 375, height: 740 }
const WIDE_DEMOS = [
  "date-picker",
  "splitter",
  "floating-panel",
  "carousel",
  "pagination",
  "color-picker",
  "tour",
]

describe("showcase on a phone", () => {
  const site = useSite({ viewport: PHONE, hasTouch: true, isMobile: true })
  const header = () => site.page.getByRole("banner")
  const menuButton = () => header().getByRole("button", { name: "Menu" })
  const nav = () => site.page.getByRole("navigation", { name: "Demos" })
  const heading = () => site.page.getByRole("heading", { level: 1 })
  const focusIsIn = (selector: string) =>
    site.page.evaluate((s) => !!document.activeElement?.closest(s), selector)

  it("starts the demo right under the header, the nav folded into a menu button", async () => {
    await site.page.goto(`${site.url}/accordion`)
    await heading().waitFor()
    expect(await nav().isVisible()).toBe(false)
    expect(await menuButton().getAttribute("aria-expanded")).toBe("false")
    const controls = await menuButton().getAttribute("aria-controls")
    // The nav is hidden from the accessibility tree while shut: find it by the button's id.
    expect(await site.page.locator(`nav#${controls}`).getAttribute("aria-label")).toBe("Demos")
    expect(await header().getByText("Accordion", { exact: true }).isVisible()).toBe(true)
    const headerBottom = (await header().boundingBox())!.y + (await header().boundingBox())!.height
    const headingTop = (await heading().boundingBox())!.y
    expect(headingTop - headerBottom).toBeLessThan(48)
  })

  it("opens the menu with focus inside, closes on Escape with focus back on the button", async () => {
    await site.page.goto(`${site.url}/accordion`)
    await menuButton().click()
    expect(await menuButton().getAttribute("aria-expanded")).toBe("true")
    expect(await nav().isVisible()).toBe(true)
    expect(await focusIsIn("nav")).toBe(true)
    await site.page.keyboard.press("Escape")
    expect(await menuButton().getAttribute("aria-expanded")).toBe("false")
    expect(await nav().isVisible()).toBe(false)
    expect(await focusIsIn(".site-menu-button")).toBe(true)
  })

  it("opens the menu on the search box with the / shortcut", async () => {
    await site.page.goto(`${site.url}/accordion`)
    await heading().waitFor()
    await site.page.keyboard.press("/")
    expect(await menuButton().getAttribute("aria-expanded")).toBe("true")
    const box = nav().getByRole("combobox", { name: "Search demos" })
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true)
    // Escape first clears the box, with the menu still open; in an empty box it closes the menu.
    await site.page.keyboard.type("tabs")
    await site.page.keyboard.press("Escape")
    expect(await box.inputValue()).toBe("")
    expect(await menuButton().getAttribute("aria-expanded")).toBe("true")
    await site.page.keyboard.press("Escape")
    expect(await menuButton().getAttribute("aria-expanded")).toBe("false")
  })

  it("goes to a demo from the menu by touch, and the menu closes", async () => {
    await site.page.goto(`${site.url}/accordion`)
    await menuButton().tap()
    await nav().getByRole("link", { name: "Tabs", exact: true }).tap()
    await expect.poll(() => heading().textContent()).toBe("Tabs")
    expect(await nav().isVisible()).toBe(false)
    expect(await menuButton().getAttribute("aria-expanded")).toBe("false")
    expect(await header().getByText("Tabs", { exact: true }).isVisible()).toBe(true)
    // The demo itself answers to touch.
    const tab = site.page.locator("demo-tabs [data-scope='tabs'][data-part='trigger']").nth(1)
    await tab.tap()
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true")
    expect(site.problems).toEqual([])
  })

  it("scrolls no page sideways at 375px, with the menu shut or open", async () => {
    const overflow = () =>
      site.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    for (const slug of ["", ...WIDE_DEMOS]) {
      await site.page.goto(`${site.url}/${slug}`)
      await heading().waitFor()
      if (slug)
        await expect
          .poll(() => site.page.locator(`demo-${slug} [data-sb-loading]`).count(), {
            message: slug,
          })
          .toBe(0)
      await expect
        .poll(() => site.page.evaluate(() => document.documentElement.scrollWidth), {
          message: slug,
        })
        .toBeLessThanOrEqual(PHONE.width)
      await menuButton().click()
      expect(await overflow(), `${slug} with the menu open`).toBeLessThanOrEqual(0)
    }
    expect(site.problems).toEqual([])
  })
})
