import { describe, expect, inject, it } from "vitest"
import { join } from "node:path"
import { runInHost } from "./example-hosts"
import {
  expectSchemeFollowed,
  expectSectionsOpenTogether,
  openCalendar,
  weighOneDemoPage,
  recordConsole,
  useAccordion,
} from "./host-page"
import { serveStatic } from "./static-server"
import { useHostSite } from "./host-site"

// docs/examples/vue: a Vue 3 app (Vite, single-file components, Vue Router) with the
// documented `isCustomElement`, installed from the packed tarball, built with `vite build`,
// served as a single-page app and used in Chromium.

describe("Vue 3 host", () => {
  const host = useHostSite(async () => {
    const site = inject("hosts").vue!
    await runInHost("npm", ["run", "build"], site)
    return serveStatic(join(site, "dist"), { fallback: "index.html" })
  }, 180_000)

  it("binds props and listens the Vue way, across router navigation, quietly", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await useAccordion(page)
    // `@statechange` reached the page's own state.
    const state = page.getByRole("status", { name: "Machine state" })
    await expect.poll(() => state.textContent()).not.toBe("not started")
    // `:multiple` follows the checkbox: checked, two sections stay open together; unchecked,
    // opening one closes the other.
    await expectSectionsOpenTogether(page, true)
    await page.getByLabel("Several sections open at once").uncheck()
    // The bound property reaches the element as its attribute: wait for it before clicking.
    await expect.poll(() => page.locator("demo-accordion").getAttribute("multiple")).toBe("false")
    await expectSectionsOpenTogether(page, false)

    const firstDocument = await page.evaluate(() => performance.timeOrigin)
    await page.getByRole("link", { name: "Date picker" }).click()
    await openCalendar(page)
    await page.getByRole("link", { name: "Accordion" }).click()
    await useAccordion(page)
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument)
    expect(messages).toEqual([])
    await page.close()
  })

  it("follows the app's dark mode", async () => {
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
    await weighOneDemoPage(page, `${host.url}/date-picker`, "vue /date-picker")
    await page.close()
  })
})
