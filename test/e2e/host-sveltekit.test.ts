import { describe, expect, inject, it } from "vitest"
import { runInHost } from "./example-hosts"
import {
  expectSchemeFollowed,
  expectSectionsOpenTogether,
  openCalendar,
  weighOneDemoPage,
  recordConsole,
  startServer,
  useAccordion,
} from "./host-page"
import { useHostSite } from "./host-site"

// docs/examples/sveltekit: a SvelteKit site rendered on the server (adapter-node),
// installed from the packed tarball, built with `vite build`, started with `node build` and
// used in Chromium: the server renders the tags, the browser upgrades and hydrates them.

describe("SvelteKit host", () => {
  const host = useHostSite(async () => {
    const site = inject("hosts").sveltekit!
    await runInHost("npm", ["run", "build"], site)
    return startServer("node", () => ["build"], site)
  }, 180_000)

  it("renders the tags on the server", async () => {
    expect(await (await fetch(`${host.url}/`)).text()).toContain('<demo-accordion multiple="">')
    expect(await (await fetch(`${host.url}/date-picker`)).text()).toContain(
      '<demo-date-picker no-toolbar="">',
    )
  })

  it("upgrades the demos, hears their events, keeps them across client navigation, quietly", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await useAccordion(page)
    // `multiple`, written in the server's HTML, took effect when the element upgraded.
    await expectSectionsOpenTogether(page, true)
    // The page's `onstatechange` handler heard the machine.
    const state = page.getByRole("status", { name: "Machine state" })
    await expect.poll(() => state.textContent()).not.toBe("not started")

    const firstDocument = await page.evaluate(() => performance.timeOrigin)
    await page.getByRole("link", { name: "Date picker" }).click()
    await openCalendar(page)
    await page.getByRole("link", { name: "Accordion" }).click()
    await useAccordion(page)
    // SvelteKit's router swapped the pages: no full reload happened.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument)
    expect(messages).toEqual([])
    await page.close()
  })

  it("follows the site's dark mode", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await useAccordion(page)
    await expectSchemeFollowed(page, "demo-accordion")
    expect(messages).toEqual([])
    await page.close()
  })

  it("loads a page with one demo", async () => {
    const page = await host.browser.newPage()
    await weighOneDemoPage(page, `${host.url}/date-picker`, "sveltekit /date-picker")
    await page.close()
  })
})
