import { describe, expect, inject, it } from "vitest"
import type { Page } from "playwright-core"
import { join } from "node:path"
import { runInHost } from "./example-hosts"
import {
  demoBackgroundLuminance,
  expectSchemeFollowed,
  openCalendar,
  weighOneDemoPage,
  recordConsole,
  untilLive,
  useAccordion,
} from "./host-page"
import { serveStatic } from "./static-server"
import { useHostSite } from "./host-site"

// docs/examples/starlight: a Starlight docs site as `npm create astro -- --template starlight`
// sets one up, whose MDX pages show each demo through an Astro component holding the
// browser-side import (Starlight owns the layout, and a <script> written in MDX is not run).
// Installed from the packed tarball, built with `astro build` and prerendered, served as
// static files.
//
// Starlight has no client-side router: its sidebar links load a new document, so the test
// follows them as plain links and checks each page starts its demo on its own.

/** Starlight's theme picker; the header holds the visible one (the mobile menu has another). */
const themeSelect = (page: Page) =>
  page.getByRole("combobox", { name: "Select theme" }).filter({ visible: true })

const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)

describe("Astro Starlight host", () => {
  const host = useHostSite(async () => {
    const site = inject("hosts").starlight!
    await runInHost("npm", ["run", "build"], site)
    return serveStatic(join(site, "dist"), { directoryIndex: true })
  }, 180_000)

  it("runs the demos of MDX pages, across the sidebar's links, quietly", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/accordion/`)
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Accordion")
    await useAccordion(page)

    // Each page loads its own document, so each must bring its demo's registration.
    const firstDocument = await page.evaluate(() => performance.timeOrigin)
    const sidebar = page.getByRole("navigation", { name: "Main" })
    await sidebar.getByRole("link", { name: "Date picker", exact: true }).click()
    await page.waitForURL(/\/date-picker\/$/)
    await openCalendar(page)
    expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(firstDocument)
    // The per-demo entry registers only its own element: this page has no accordion's code.
    expect(await page.evaluate(() => customElements.get("demo-accordion"))).toBeUndefined()

    await sidebar.getByRole("link", { name: "Accordion", exact: true }).click()
    await page.waitForURL(/\/accordion\/$/)
    await useAccordion(page)
    expect(messages).toEqual([])
    await page.close()
  })

  it("passes the component's props on as the element's attributes", async () => {
    const page = await host.browser.newPage()
    await page.goto(`${host.url}/accordion/`)
    await untilLive(page, "demo-accordion")
    const accordion = page.locator("demo-accordion")
    const home = accordion.getByRole("button", { name: /^Home/ })
    const about = accordion.getByRole("button", { name: /^About/ })
    // `<DemoAccordion multiple />`: a second section opens without closing the first.
    await home.click()
    await about.click()
    await expect.poll(() => about.getAttribute("aria-expanded")).toBe("true")
    expect(await home.getAttribute("aria-expanded")).toBe("true")
    await page.close()
  })

  it("follows Starlight's theme picker and the visitor's system preference", async () => {
    const page = await host.browser.newPage({ colorScheme: "light" })
    const messages = recordConsole(page)
    await page.goto(`${host.url}/accordion/`)
    await useAccordion(page)

    await themeSelect(page).selectOption({ label: "Dark" })
    await expect.poll(() => dataTheme(page)).toBe("dark")
    await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeLessThan(0.1)
    await themeSelect(page).selectOption({ label: "Light" })
    await expect.poll(() => dataTheme(page)).toBe("light")
    await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeGreaterThan(0.8)

    // Starlight keeps the choice for the next page, and sets it before that page paints.
    await themeSelect(page).selectOption({ label: "Dark" })
    await page.goto(`${host.url}/date-picker/`)
    expect(await dataTheme(page)).toBe("dark")
    await openCalendar(page)
    await expect.poll(() => demoBackgroundLuminance(page, "demo-date-picker")).toBeLessThan(0.1)

    // "Auto" hands the choice back to the system's light or dark mode.
    await themeSelect(page).selectOption({ label: "Auto" })
    await expectSchemeFollowed(page, "demo-date-picker")
    expect(messages).toEqual([])
    await page.close()
  })

  it("shows the prerendered demo before any script (its build runs statebook-elements prerender)", async () => {
    const context = await host.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${host.url}/accordion/`)
    const home = page.locator("demo-accordion").getByRole("button", { name: /^Home/ })
    expect(await home.getAttribute("aria-expanded")).toBe("false")
    expect(await home.evaluate((button) => getComputedStyle(button).cursor)).toBe("pointer")
    await context.close()
  })

  it("holds each demo's place from the first paint", async () => {
    const page = await host.browser.newPage()
    await page.goto(`${host.url}/date-picker/`)
    // The component's CSS import became a stylesheet linked in the head, which the browser
    // applies before it paints the demo's box, not one a script adds later.
    const reserved = await page.evaluate(() =>
      [...document.styleSheets].some(
        (sheet) =>
          sheet.ownerNode?.parentNode === document.head &&
          [...sheet.cssRules].some((rule) => /^demo-date-picker:.*min-height/.test(rule.cssText)),
      ),
    )
    expect(reserved).toBe(true)
    const picker = page.locator("demo-date-picker")
    await expect
      .poll(() => picker.evaluate((element) => element.matches(":state(settled)")))
      .toBe(true)
    await page.close()
  })

  it("loads a page with one demo", async () => {
    const page = await host.browser.newPage()
    await weighOneDemoPage(page, `${host.url}/date-picker/`, "starlight /date-picker/")
    await page.close()
  })
})
