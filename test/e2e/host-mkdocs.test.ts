import { afterAll, describe, expect, inject, it } from "vitest"
import { execFileSync } from "node:child_process"
import { cp, mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { repoRoot, run } from "./example-hosts"
import {
  demoBackgroundLuminance,
  openCalendar,
  weighOneDemoPage,
  recordConsole,
  useAccordion,
  useSelectInDialog,
} from "./host-page"
import { serveStatic } from "./static-server"
import { useHostSite } from "./host-site"

// docs/examples/mkdocs: a docs generator that is not JavaScript. Debian's MkDocs with the
// Material theme builds Markdown pages holding raw <demo-*> tags, with the package's browser
// files copied to its static folder as its README says (the plain-HTML recipe), and its demos
// prerendered; the site is served statically and used in Chromium, across Material's instant
// navigation.

describe("MkDocs (Material) host", () => {
  let workDir: string
  const host = useHostSite(async () => {
    workDir = await mkdtemp(join(tmpdir(), "statebook-mkdocs-"))
    const site = join(workDir, "site-source")
    await cp(join(repoRoot, "docs", "examples", "mkdocs"), site, { recursive: true })
    execFileSync("tar", ["-xzf", inject("tarball"), "-C", workDir])
    // As the README copies them: the browser files, not the type declarations or the server's.
    const lib = join(workDir, "package", "dist", "lib")
    await cp(lib, join(site, "docs", "statebook"), {
      recursive: true,
      filter: (source) => !source.endsWith(".d.ts") && !source.startsWith(join(lib, "server")),
    })
    await run("mkdocs", ["build", "--strict"], site)
    // The README's `npx statebook-elements prerender site/`: the package's bin, unpacked.
    await run("node", [join(lib, "server", "cli.js"), "prerender", "site/"], site)
    return serveStatic(join(site, "site"), { directoryIndex: true })
  }, 120_000)

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true })
  })

  it("upgrades raw tags in Markdown, across instant navigation, quietly", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await useAccordion(page)
    const firstDocument = await page.evaluate(() => performance.timeOrigin)

    await page.getByRole("link", { name: "Date picker" }).first().click()
    await openCalendar(page)
    await page.getByRole("link", { name: "Accordion" }).first().click()
    await useAccordion(page)
    // Material swapped the pages itself: no full reload happened.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument)
    expect(messages).toEqual([])
    await page.close()
  })

  it("stacks a select's list over a modal dialog in Material's layout", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await page.getByRole("link", { name: "Select in a dialog" }).first().click()
    await useSelectInDialog(page)
    expect(messages).toEqual([])
    await page.close()
  })

  it("follows the site's dark mode: the system's at load, then Material's own toggle", async () => {
    const page = await host.browser.newPage({ colorScheme: "dark" })
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await useAccordion(page)
    const luminance = () => demoBackgroundLuminance(page, "demo-accordion")
    await expect.poll(luminance).toBeLessThan(0.1)
    await page.getByTitle("Switch to light mode").click()
    await expect.poll(luminance).toBeGreaterThan(0.8)
    await page.getByTitle("Switch to dark mode").click()
    await expect.poll(luminance).toBeLessThan(0.1)
    expect(messages).toEqual([])
    await page.close()
  })

  it("shows the prerendered accordion before any script, and preloads its code", async () => {
    const context = await host.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${host.url}/`)
    // The server's declarative shadow root, which locators pierce as they do any open one.
    const home = page.locator("demo-accordion").getByRole("button", { name: /^Home/ })
    expect(await home.getAttribute("aria-expanded")).toBe("false")
    expect(await home.evaluate((button) => getComputedStyle(button).cursor)).toBe("pointer")
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    expect(
      preloads.some((href) => /statebook\/chunks\/accordion\.demo-[\w-]+\.js$/.test(href!)),
    ).toBe(true)
    await context.close()
  })

  it("loads a page with one demo", async () => {
    const page = await host.browser.newPage()
    await weighOneDemoPage(page, `${host.url}/date-picker/`, "mkdocs /date-picker/")
    await page.close()
  })
})
