import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { catalog } from "../../src/catalog"
import { useSite } from "./site-harness"

// Issue 20, item 4: each route's HTML holds the shell, the nav and the page, and names the
// code its demo needs, so the page paints before any script runs and the widget's code
// arrives with the entry; React then adopts that markup (hydrates) instead of painting again.

const sortedLabels = catalog.map((entry) => entry.label).sort((a, b) => a.localeCompare(b, "en"))

/** The JS files a page's HTML names itself: its entry script and its modulepreloads. */
function scriptsNamedIn(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  )
}

/**
 * Records, from before the page's first byte, whether the prerendered shell is ever removed
 * (a fresh render replaces it; hydration keeps it).
 */
async function watchShellRemoval(page: Page) {
  await page.addInitScript(() => {
    const state = { removed: false }
    Object.assign(window, { __shellWatch: state })
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLElement && node.classList.contains("site-shell"))
            state.removed = true
    }).observe(document, { childList: true, subtree: true })
  })
  return () =>
    page.evaluate(() => (window as unknown as { __shellWatch: { removed: boolean } }).__shellWatch)
}

describe("prerendered showcase pages", () => {
  const site = useSite()
  const heading = () => site.page.getByRole("heading", { level: 1 })
  const nav = () => site.page.getByRole("navigation", { name: "Demos" })
  const header = () => site.page.getByRole("banner")
  const consoleErrors: string[] = []
  const watchConsoleErrors = () => {
    consoleErrors.length = 0
    site.warnings.length = 0
    site.page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text())
    })
  }
  /** No console error or warning (React reports a hydration mismatch so), no page error. */
  const expectQuietConsole = () => {
    expect(consoleErrors).toEqual([])
    expect(site.warnings).toEqual([])
    expect(site.problems).toEqual([])
  }

  it("paints a demo's page, its nav and its heading with no script at all", async () => {
    await site.context.route(/\.js$/, (route) => route.abort())
    await site.page.goto(`${site.url}/date-picker`)
    expect(await site.page.title()).toBe("Date Picker · Statebook")
    expect(await heading().textContent()).toBe("Date Picker")
    expect(await nav().getByRole("link").allTextContents()).toEqual(sortedLabels)
    const current = nav().getByRole("link", { name: "Date Picker", exact: true })
    expect(await current.getAttribute("aria-current")).toBe("page")
    expect(await header().getByLabel("Theme").inputValue()).toBe("system")
    expect(await site.page.getByRole("status").filter({ hasText: "Loading demo…" }).count()).toBe(1)
  })

  it("paints the home page with its demo groups with no script at all", async () => {
    await site.context.route(/\.js$/, (route) => route.abort())
    await site.page.goto(`${site.url}/`)
    expect(await site.page.title()).toBe("Statebook")
    expect(await heading().textContent()).toBe("Statebook")
    expect(await nav().getByRole("link").allTextContents()).toEqual(sortedLabels)
    const groups = site.page.getByRole("main").getByRole("link")
    expect((await groups.allTextContents()).sort((a, b) => a.localeCompare(b, "en"))).toEqual(
      sortedLabels,
    )
  })

  it("shows and runs the widget with only the scripts its page's HTML names", async () => {
    const html = await (await fetch(`${site.url}/accordion`)).text()
    const named = scriptsNamedIn(html)
    expect(named.length).toBeGreaterThan(2)
    // Anything else (the toolbar's later parts, the search) waits until the widget works.
    const held: string[] = []
    await site.page.route(/\/assets\/.+\.js$/, (route) => {
      const path = new URL(route.request().url()).pathname
      if (named.includes(path)) return route.continue()
      held.push(path)
      return undefined
    })
    await site.page.goto(`${site.url}/accordion`)
    const trigger = site.page.locator("demo-accordion").getByRole("button", { name: /^Home/ })
    await trigger.click()
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true")
    expect(site.problems).toEqual([])
  })

  for (const path of ["/", "/accordion", "/dialog"]) {
    it(`hydrates ${path} without replacing the markup, and without errors or warnings`, async () => {
      watchConsoleErrors()
      const shell = await watchShellRemoval(site.page)
      await site.page.goto(`${site.url}${path}`)
      // The shell works: the nav's search box answers (React handles its input).
      const box = nav().getByRole("combobox", { name: "Search demos" })
      await box.fill("dp")
      await expect.poll(() => nav().getByRole("option").first().textContent()).toBe("Date Picker")
      if (path !== "/") {
        const demo = site.page.locator(`demo-${path.slice(1)}`)
        await expect.poll(() => demo.getByRole("button").count()).toBeGreaterThan(0)
      }
      await site.page.waitForLoadState("networkidle")
      expect((await shell()).removed).toBe(false)
      expectQuietConsole()
    })
  }

  it("shows the stored theme and direction before any script, and hydrates with them", async () => {
    await site.page.goto(`${site.url}/`)
    await header().getByLabel("Theme").selectOption({ label: "Dark" })
    await header().getByLabel("Direction").selectOption({ label: "Right to left" })

    // Without scripts: theme-boot.js alone (not bundled) sets the page and the switches.
    await site.context.route(/\/assets\/.+\.js$/, (route) => route.abort())
    await site.page.goto(`${site.url}/tabs`)
    expect(await heading().textContent()).toBe("Tabs")
    expect(await site.page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark")
    expect(await site.page.evaluate(() => document.documentElement.dir)).toBe("rtl")
    expect(await header().getByLabel("Theme").inputValue()).toBe("dark")
    expect(await header().getByLabel("Direction").inputValue()).toBe("rtl")

    await site.context.unroute(/\/assets\/.+\.js$/)
    watchConsoleErrors()
    const shell = await watchShellRemoval(site.page)
    await site.page.goto(`${site.url}/tabs`)
    const demo = site.page.locator("demo-tabs")
    await expect.poll(() => demo.getAttribute("theme")).toBe("dark")
    expect(await header().getByLabel("Theme").inputValue()).toBe("dark")
    expect(await header().getByLabel("Direction").inputValue()).toBe("rtl")
    await header().getByLabel("Theme").selectOption({ label: "Light" })
    await expect.poll(() => demo.getAttribute("theme")).toBe("light")
    await site.page.waitForLoadState("networkidle")
    expect((await shell()).removed).toBe(false)
    expectQuietConsole()
  })

  it("renders another path's page afresh: the fallback page and a trailing slash", async () => {
    watchConsoleErrors()
    await site.page.goto(`${site.url}/no-such-demo`)
    await expect.poll(() => heading().textContent()).toBe("Page not found")
    expect(await site.page.title()).toBe("Page not found · Statebook")

    // /accordion/ answers the page built for /accordion: React renders it again, for this URL.
    const shell = await watchShellRemoval(site.page)
    await site.page.goto(`${site.url}/accordion/`)
    await expect.poll(() => heading().textContent()).toBe("Accordion")
    await expect
      .poll(() => site.page.locator("demo-accordion").getByRole("button").count())
      .toBeGreaterThan(0)
    expect((await shell()).removed).toBe(true)
    expectQuietConsole()
  })
})
