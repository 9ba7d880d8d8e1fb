import { describe, expect, inject, it } from "vitest"
import type { Page } from "playwright-core"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { runInHost } from "./example-hosts"
import { hostEnv } from "./host-node"
import { useHostSite } from "./host-site"
import {
  expectSchemeFollowed,
  expectSectionsOpenTogether,
  openCalendar,
  weighOneDemoPage,
  recordConsole,
  startServer,
  useAccordion,
} from "./host-page"

// docs/examples/nuxt: a Nuxt 4 app as `npm create nuxt` makes it (server rendering on),
// with the documented `isCustomElement` and one demo entry per page, installed from the
// packed tarball, built with `nuxt build`, served by its own Node server and used in Chromium.

/**
 * What each `/_nuxt/` file of the client build holds, from Nuxt's client manifest: the page
 * (`pages/index.vue`) or the demo (`date-picker`, from a `date-picker.demo-*` chunk of the
 * package). `nuxt build` writes under node_modules/.cache when `nuxt prepare` made .nuxt.
 */
async function clientFiles(site: string): Promise<Map<string, string>> {
  const path = ["node_modules/.cache/nuxt/.nuxt", ".nuxt"]
    .map((buildDir) => join(site, buildDir, "dist/server/client.manifest.mjs"))
    .find(existsSync)
  if (!path) throw new Error(`no client manifest from nuxt build in ${site}`)
  const manifest: Record<string, { file: string; src?: string }> = (
    await import(pathToFileURL(path).href)
  ).default
  const files = new Map<string, string>()
  for (const { file, src } of Object.values(manifest)) {
    const demo = src?.match(/statebook-elements\/dist\/lib\/chunks\/([a-z-]+)\.demo-/)?.[1]
    if (demo) files.set(file, demo)
    else if (src?.startsWith("pages/")) files.set(file, src)
  }
  return files
}

/** What the page asks of the client build, by what it holds (clientFiles). */
function recordClientFiles(page: Page, files: Map<string, string>): Set<string> {
  const seen = new Set<string>()
  page.on("request", (request) => {
    const [, file] = new URL(request.url()).pathname.match(/^\/_nuxt\/(.+)$/) ?? []
    const holds = file && files.get(file)
    if (holds) seen.add(holds)
  })
  return seen
}

describe("Nuxt 4 host", () => {
  let files: Map<string, string>
  const host = useHostSite(async () => {
    const site = inject("hosts").nuxt!
    await runInHost("npm", ["run", "build"], site)
    files = await clientFiles(site)
    return startServer("node", () => [".output/server/index.mjs"], site, { env: await hostEnv() })
  })

  it("renders the tags on the server", async () => {
    expect(await (await fetch(`${host.url}/`)).text()).toContain("<demo-accordion multiple>")
    expect(await (await fetch(`${host.url}/date-picker`)).text()).toContain(
      "<demo-date-picker no-toolbar>",
    )
  })

  it("hydrates, binds props and listens the Vue way, across client navigation, quietly", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await useAccordion(page)
    const state = page.getByRole("status", { name: "Machine state" })
    await expect.poll(() => state.textContent()).not.toBe("not started")
    // The hydrated checkbox drives `:multiple`, which the server wrote as an attribute.
    await expectSectionsOpenTogether(page, true)
    await page.getByLabel("Several sections open at once").uncheck()
    await expect.poll(() => page.locator("demo-accordion").getAttribute("multiple")).toBe("false")
    await expectSectionsOpenTogether(page, false)

    const firstDocument = await page.evaluate(() => performance.timeOrigin)
    await page.getByRole("link", { name: "Date picker" }).click()
    await openCalendar(page)
    await page.getByRole("link", { name: "Accordion" }).click()
    await useAccordion(page)
    // Nuxt's router swapped the pages: no full reload happened.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument)
    // Also no "Hydration completed but contains mismatches.", which Vue logs in production.
    expect(messages).toEqual([])
    await page.close()
  })

  it("follows the visitor's colour scheme", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await useAccordion(page)
    await expectSchemeFollowed(page, "demo-accordion")
    expect(messages).toEqual([])
    await page.close()
  })

  it("loads a page's own demo only, until the visitor goes to another", async () => {
    const page = await host.browser.newPage()
    const loaded = recordClientFiles(page, files)
    await page.goto(`${host.url}/`)
    await useAccordion(page)
    // Nuxt fetches the page behind a visible link ahead of a click: that must not bring
    // the page's demo along.
    await expect.poll(() => loaded.has("pages/date-picker.vue")).toBe(true)
    expect([...loaded].filter((held) => !held.startsWith("pages/"))).toEqual(["accordion"])
    await page.getByRole("link", { name: "Date picker" }).click()
    await openCalendar(page)
    expect(loaded.has("date-picker")).toBe(true)
    await page.close()
  })

  it("loads a page with one demo", async () => {
    const page = await host.browser.newPage()
    await weighOneDemoPage(page, `${host.url}/date-picker`, "nuxt /date-picker")
    await page.close()
  })
})
