import { describe, expect, inject, it } from "vitest"
import type { Page } from "playwright-core"
import { join } from "node:path"
import { runInHost } from "./example-hosts"
import {
  demoBackgroundLuminance,
  expectSchemeFollowed,
  expectSectionsOpenTogether,
  openCalendar,
  weighOneDemoPage,
  recordConsole,
  useAccordion,
} from "./host-page"
import { serveStatic } from "./static-server"
import { useHostSite } from "./host-site"

// docs/examples/rspress: an Rspress 2 site as its starter makes it (Rsbuild and Rspack, a
// custom theme in theme/), with the package imported in the theme's index, installed from the
// packed tarball, built with `rspress build` (static generation runs the theme on the
// server too), served as static files and used in Chromium.

/**
 * A link of the site's navigation by name. Rspress lists the pages in the top nav and in the
 * sidebar, and keeps a copy for the small-screen menu: any visible one will do.
 */
const navLink = (page: Page, name: string) =>
  page.getByRole("link", { name, exact: true }).filter({ visible: true }).first()

describe("Rspress host", () => {
  const host = useHostSite(async () => {
    const site = inject("hosts").rspress!
    await runInHost("npm", ["run", "build"], site)
    return serveStatic(join(site, "doc_build"), { directoryIndex: true })
  }, 180_000)

  it("writes the MDX pages' tags into the static HTML, prerendered", async () => {
    expect(await (await fetch(`${host.url}/`)).text()).toMatch(
      /<demo-accordion multiple(="")?><template shadowrootmode="open">/,
    )
    expect(await (await fetch(`${host.url}/date-picker`)).text()).toContain(
      '<demo-date-picker><template shadowrootmode="open">',
    )
  })

  it("upgrades the demos and keeps them working across client navigation, quietly", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await useAccordion(page)
    // `multiple`, written in the MDX page, survived React's hydration of the static HTML.
    await expectSectionsOpenTogether(page, true)

    const firstDocument = await page.evaluate(() => performance.timeOrigin)
    await navLink(page, "Date picker").click()
    await openCalendar(page)
    await navLink(page, "Accordion").click()
    await useAccordion(page)
    // Rspress's router swapped the pages: no full reload happened.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument)
    expect(messages).toEqual([])
    await page.close()
  })

  it("holds each demo's place with reserve.css from the theme", async () => {
    const page = await host.browser.newPage()
    await page.goto(`${host.url}/`)
    const rules = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
    )
    expect(rules.some((rule) => /^demo-accordion:.*:state\(settled\).*min-height/.test(rule))).toBe(
      true,
    )
    await page.close()
  })

  it("follows the visitor's colour scheme and Rspress's appearance switch", async () => {
    // Rspress moves the switch into its hamburger menu at 1280px wide and below, which is
    // Playwright's default width: a wider desktop window shows it in the nav.
    const page = await host.browser.newPage({
      colorScheme: "light",
      viewport: { width: 1440, height: 900 },
    })
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await useAccordion(page)
    // With no choice stored, Rspress follows the system's scheme (its `dark` class on <html>).
    await expectSchemeFollowed(page, "demo-accordion")

    // The switch is an unlabelled icon with no role in Rspress's nav: its documented class
    // name is all there is to find it by.
    const appearance = page.locator(".rp-nav__others .rp-switch-appearance")
    const html = page.locator("html")
    await appearance.click()
    await expect.poll(() => html.getAttribute("class")).toMatch(/\bdark\b/)
    await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeLessThan(0.1)
    await appearance.click()
    await expect.poll(() => html.getAttribute("class")).not.toMatch(/\bdark\b/)
    await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeGreaterThan(0.8)
    expect(messages).toEqual([])
    await page.close()
  })

  it("loads a page with one demo", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await weighOneDemoPage(page, `${host.url}/date-picker`, "rspress /date-picker")
    expect(messages).toEqual([])
    await page.close()
  })
})
