import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { chromium, type Browser, type Page } from "playwright-core"
import { join } from "node:path"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { runInHost } from "./example-hosts"
import { demoBackgroundLuminance, recordConsole, untilLive, useSelectInDialog } from "./host-page"
import { serveStatic } from "./static-server"

// docs/examples/vitepress, docusaurus and astro, as a docs author meets us: the
// packed tarball installed from npm, the site built with its own engine (server-side
// rendering and static generation included) and its demos prerendered, the output served and
// used in Chromium.

interface DocsEngine {
  name: string
  /** Where `npm run build` writes the static site. */
  output: string
  /** Accessible names of the sidebar links to the two demo pages. */
  links: { accordion: string; datePicker: string }
}

const engines: DocsEngine[] = [
  {
    name: "vitepress",
    output: "docs/.vitepress/dist",
    links: { accordion: "Accordion", datePicker: "Date picker" },
  },
  {
    name: "docusaurus",
    output: "build",
    links: { accordion: "Accordion", datePicker: "Date picker" },
  },
  {
    name: "astro",
    output: "dist",
    links: { accordion: "Accordion", datePicker: "Date picker" },
  },
]

const demo = (page: Page, tag: string) => page.locator(tag)

async function openAccordionSection(page: Page) {
  await untilLive(page, "demo-accordion")
  const home = demo(page, "demo-accordion").getByRole("button", { name: /^Home/ })
  await home.click()
  await expect.poll(() => home.getAttribute("aria-expanded")).toBe("true")
  await home.click()
  await expect.poll(() => home.getAttribute("aria-expanded")).toBe("false")
}

async function openCalendar(page: Page) {
  await untilLive(page, "demo-date-picker")
  const picker = demo(page, "demo-date-picker")
  await picker.getByRole("button", { name: "Open calendar" }).click()
  await expect.poll(() => picker.locator('[data-part="content"]').first().isVisible()).toBe(true)
  await expect.poll(() => picker.getByRole("grid").count()).toBeGreaterThan(0)
}

describe("docs engines build and run the packed package", () => {
  let browser: Browser
  const servers = new Map<string, Awaited<ReturnType<typeof serveStatic>>>()

  beforeAll(async () => {
    // The hosts were installed once for the run (pack-once.ts); they build side by side.
    await Promise.all(
      engines.map(async (engine) => {
        const site = inject("hosts")[engine.name]!
        await runInHost("npm", ["run", "build"], site)
        servers.set(
          engine.name,
          await serveStatic(join(site, engine.output), { directoryIndex: true }),
        )
      }),
    )
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    await Promise.all([...servers.values()].map((server) => server.close()))
  })

  describe.each(engines)("$name", (engine) => {
    it("upgrades the demos, keeps them working across client-side navigation, logs nothing", async () => {
      const page = await browser.newPage()
      const messages = recordConsole(page)
      await page.goto(`${servers.get(engine.name)!.url}/`)
      await openAccordionSection(page)
      expect(await page.evaluate(() => Boolean(customElements.get("demo-accordion")))).toBe(true)

      const firstDocument = await page.evaluate(() => performance.timeOrigin)
      await page.getByRole("link", { name: engine.links.datePicker, exact: true }).first().click()
      await expect.poll(() => demo(page, "demo-date-picker").count()).toBe(1)
      await openCalendar(page)

      await page.getByRole("link", { name: engine.links.accordion, exact: true }).first().click()
      await expect.poll(() => demo(page, "demo-accordion").count()).toBe(1)
      await openAccordionSection(page)
      // The engine's router swapped the pages: no full reload happened.
      expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument)
      expect(messages).toEqual([])
      await page.close()
    })

    it("links reserve.css through the engine's bundler: each demo's place is held", async () => {
      const page = await browser.newPage()
      await page.goto(`${servers.get(engine.name)!.url}/`)
      // The rule reached the page's stylesheets, in the head, before any demo has rendered.
      const rules = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].map((rule) => rule.cssText),
        ),
      )
      const settledRules = rules.filter((rule) => rule.includes(":state(settled)"))
      expect(
        settledRules.some((rule) => /^demo-accordion:.*min-height/.test(rule)),
        `rules with :state(settled): ${settledRules.slice(0, 3).join(" | ") || "none"}; ${rules.length} rules in all`,
      ).toBe(true)
      // Once settled, the accordion has its own height again, whatever was reserved.
      const accordion = demo(page, "demo-accordion")
      await expect
        .poll(() => accordion.evaluate((element) => element.matches(":state(settled)")))
        .toBe(true)
      await page.close()
    })

    it("shows the prerendered demos before any script (its build runs statebook-elements prerender)", async () => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${servers.get(engine.name)!.url}/`)
      // The server's declarative shadow root, which locators pierce as they do any open one.
      const home = demo(page, "demo-accordion").getByRole("button", { name: /^Home/ })
      expect(await home.getAttribute("aria-expanded")).toBe("false")
      // Styled by the stylesheets the command wrote beside the pages.
      expect(await home.evaluate((button) => getComputedStyle(button).cursor)).toBe("pointer")
      await context.close()
    })

    it("serves the demo pages statically, the date picker's calendar included", async () => {
      const page = await browser.newPage()
      const messages = recordConsole(page)
      await page.goto(`${servers.get(engine.name)!.url}/date-picker`)
      await openCalendar(page)
      expect(messages).toEqual([])
      await page.close()
    })

    it("stacks a select's list over a modal dialog in the site's layout", async () => {
      const page = await browser.newPage()
      const messages = recordConsole(page)
      await page.goto(`${servers.get(engine.name)!.url}/`)
      await page.getByRole("link", { name: "Select in a dialog", exact: true }).first().click()
      await expect.poll(() => demo(page, "demo-select-in-dialog").count()).toBe(1)
      await useSelectInDialog(page)
      expect(messages).toEqual([])
      await page.close()
    })

    it("follows the site's dark mode", async () => {
      const page = await browser.newPage({ colorScheme: "dark" })
      const messages = recordConsole(page)
      await page.goto(`${servers.get(engine.name)!.url}/`)
      await openAccordionSection(page)
      await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeLessThan(0.1)
      await page.emulateMedia({ colorScheme: "light" })
      await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeGreaterThan(0.8)
      expect(messages).toEqual([])
      await page.close()
    })
  })
})
