import { describe, expect, inject, it } from "vitest"
import type { Page } from "playwright-core"
import { join } from "node:path"
import { runInHost } from "./example-hosts"
import { demoBackgroundLuminance, weighOneDemoPage, recordConsole, startServer } from "./host-page"
import { useHostSite } from "./host-site"

// docs/examples/nextjs: a Next.js App Router site whose pages are server components using
// the React components of `statebook-elements/react`, installed from the packed tarball,
// built with static prerendering (`next build`), served by `next start` and used in
// Chromium. Its dev server is checked too: only React's development build reports a
// hydration mismatch.

// Next.js would otherwise report usage to its telemetry service: no network calls.
process.env.NEXT_TELEMETRY_DISABLED = "1"

const accordionTrigger = (page: Page, name: RegExp) =>
  page.locator("demo-accordion").getByRole("button", { name })

/**
 * Toggles the accordion's first section and the switch from whatever they show: a page that
 * Next keeps across navigation (Cache Components) comes back as the visitor left it.
 */
async function useHomeDemos(page: Page) {
  // The server's widgets show before their code runs; a click then would do nothing.
  await untilHydrated(page, "demo-accordion")
  await untilHydrated(page, "demo-switch")
  const home = accordionTrigger(page, /^Home/)
  const wasOpen = (await home.getAttribute("aria-expanded")) === "true"
  await home.click()
  await expect.poll(() => home.getAttribute("aria-expanded")).toBe(String(!wasOpen))
  // The keyboard: ArrowDown moves to the next section's trigger.
  await page.keyboard.press("ArrowDown")
  await expect
    .poll(() => accordionTrigger(page, /^About/).evaluate((el) => el.matches(":focus")))
    .toBe(true)
  const switchDemo = page.locator("demo-switch")
  const feature = switchDemo.getByRole("checkbox", { name: /^Feature is/ })
  const wasChecked = await feature.isChecked()
  // The visible track is what a visitor clicks; the native checkbox under it is announced.
  await switchDemo.locator('[data-part="control"]').click()
  await expect.poll(() => feature.isChecked()).toBe(!wasChecked)
  await feature.press("Space")
  await expect.poll(() => feature.isChecked()).toBe(wasChecked)
}

/** The accordion's section triggers, by name, as the server rendered them (closed). */
async function expectServedAccordion(page: Page) {
  for (const name of [/^Home/, /^About/, /^Contact/])
    await expect
      .poll(() => accordionTrigger(page, name).getAttribute("aria-expanded"))
      .toBe("false")
}

/** Waits until `tag` is defined and has taken over its server-rendered widget. */
async function untilHydrated(page: Page, tag: string) {
  await page.locator(tag).evaluate(async (element, name) => {
    await customElements.whenDefined(name)
    await (element as HTMLElement & { ready: Promise<void> }).ready
  }, tag)
}

async function openCalendar(page: Page) {
  const picker = page.locator("demo-date-picker")
  await picker.getByRole("button", { name: "Open calendar" }).click()
  await expect.poll(() => picker.getByRole("grid").first().isVisible()).toBe(true)
  // The client component's onStateChange prop heard the machine.
  await expect
    .poll(() => page.getByRole("status", { name: "Machine state" }).textContent())
    .toBe("open")
}

describe("Next.js App Router host", () => {
  let site: string
  /** The example's own `next` command, started directly so closing it ends the server. */
  let nextBin: string
  const host = useHostSite(async () => {
    site = inject("hosts").nextjs!
    nextBin = join(site, "node_modules", ".bin", "next")
    await runInHost("npx", ["next", "build"], site)
    return startServer(nextBin, (port) => ["start", "-p", String(port)], site)
  }, 600_000) // `next build` took 4.5 minutes on two cores shared with other runs

  it("prerenders the tags with their attributes in a server component's HTML", async () => {
    const home = await (await fetch(`${host.url}/`)).text()
    expect(home).toContain('<demo-accordion multiple=""><template shadowrootmode="open">')
    expect(home).toContain('<demo-switch no-toolbar=""><template shadowrootmode="open">')
    // false is written out: leaving the attribute off would mean the default, true.
    const picker = await (await fetch(`${host.url}/date-picker`)).text()
    expect(picker).toContain('<demo-date-picker close-on-select="false" no-toolbar="">')
  })

  it("shows a server component's demo, styled, with JavaScript off", async () => {
    const context = await host.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    // The widget is in the tag's declarative shadow root: the server rendered it.
    await expectServedAccordion(page)
    // Its linked stylesheets (served by the app) apply: the demo's light surface.
    await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeGreaterThan(0.8)
    expect(
      await page
        .locator("demo-switch")
        .getByRole("checkbox", { name: /^Feature is/ })
        .count(),
    ).toBe(1)
    // With scripts off, Chromium refuses the page's script preloads (reported as "csp"):
    // Next's, not ours, and what any page with scripts off gets.
    expect(
      messages.filter((message) => !/^failed \S+\/_next\/static\/\S+\.js: csp$/.test(message)),
    ).toEqual([])
    await context.close()
  })

  it("hydrates the server's widget in place, keeping its nodes, quietly", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    // The page's scripts wait until the server's nodes are marked.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`${host.url}/`, { waitUntil: "commit" })
    await expectServedAccordion(page)
    await accordionTrigger(page, /^Home/).evaluate((node) => {
      ;(node as Element & { served?: boolean }).served = true
    })
    release()
    await untilHydrated(page, "demo-accordion")
    await useHomeDemos(page)
    // The trigger that opened is the server's node: the element hydrated, never re-rendered.
    expect(
      await accordionTrigger(page, /^Home/).evaluate(
        (node) => (node as Element & { served?: boolean }).served,
      ),
    ).toBe(true)
    expect(messages).toEqual([])
    await page.close()
  })

  it("upgrades the demos, which answer clicks and keys across client navigation, quietly", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await useHomeDemos(page)
    const firstDocument = await page.evaluate(() => performance.timeOrigin)

    await page.getByRole("link", { name: "Date picker" }).click()
    await openCalendar(page)
    await page.getByRole("link", { name: "Accordion and switch" }).click()
    // With Cache Components (on in a new app) Next hid the left page instead of unmounting
    // it: the demo shows again as the visitor left it, its first section still open.
    await expect
      .poll(() => accordionTrigger(page, /^Home/).getAttribute("aria-expanded"))
      .toBe("true")
    await useHomeDemos(page)
    // Next's router swapped the pages: no full reload happened.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument)
    expect(messages).toEqual([])
    await page.close()
  })

  it("follows the site's dark mode", async () => {
    const page = await host.browser.newPage({ colorScheme: "dark" })
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await accordionTrigger(page, /^Home/).click()
    await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeLessThan(0.1)
    await page.emulateMedia({ colorScheme: "light" })
    await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeGreaterThan(0.8)
    expect(messages).toEqual([])
    await page.close()
  })

  it("loads a page with one demo", async () => {
    const page = await host.browser.newPage()
    await weighOneDemoPage(page, `${host.url}/date-picker`, "nextjs /date-picker")
    await page.close()
  })

  it("hydrates with no warning in development", async () => {
    const dev = await startServer(nextBin, (port) => ["dev", "-p", String(port)], site, {
      timeout: 120_000,
    })
    try {
      const page = await host.browser.newPage()
      const messages = recordConsole(page)
      // Next's dev server serves its live-reload socket to localhost only.
      const url = dev.url.replace("127.0.0.1", "localhost")
      // Each page once its demo has rendered, so hydration and the upgrade are both over.
      const rendered = {
        "/": page.locator("demo-accordion").getByRole("button", { name: /^Home/ }),
        "/date-picker": page
          .locator("demo-date-picker")
          .getByRole("button", { name: "Open calendar" }),
      }
      for (const [path, widget] of Object.entries(rendered)) {
        await page.goto(`${url}${path}`, { timeout: 120_000 })
        await widget.waitFor({ timeout: 120_000 })
      }
      // Next's own development chatter (its dev tools, live reload) is logged as info and log.
      expect(messages.filter((line) => !/^(info|log|debug): /.test(line))).toEqual([])
      await page.close()
    } finally {
      await dev.close()
    }
  }, 240_000)
})
