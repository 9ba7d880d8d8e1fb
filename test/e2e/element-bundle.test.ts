import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chromium, type Browser } from "playwright-core"
import { fileURLToPath } from "node:url"
import { catalog } from "../../src/catalog"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { serveStatic } from "./static-server"

// The built element bundle (dist/lib), loaded the way a docs author would load it.
const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

describe("element bundle on a plain static page", () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveStatic>>

  beforeAll(async () => {
    server = await serveStatic(repoRoot)
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it("registers every catalog element and fetches only the demo the page uses", async () => {
    const page = await browser.newPage()
    const requested: string[] = []
    const problems: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    page.on("pageerror", (error) => problems.push(error.message))
    await page.goto(`${server.url}/test/e2e/fixtures/plain-page.html`)

    const accordion = page.locator("demo-accordion").getByRole("button", { name: /^Home/ })
    await accordion.click()
    await expect.poll(() => accordion.getAttribute("aria-expanded")).toBe("true")

    const defined = await page.evaluate(
      (tags) => tags.filter((tag) => customElements.get(tag)),
      catalog.map((entry) => `demo-${entry.slug}`),
    )
    expect(defined).toEqual(catalog.map((entry) => `demo-${entry.slug}`))

    const demoChunks = requested.filter((path) => /\.demo-[\w-]+\.js$/.test(path))
    expect(demoChunks.map((path) => path.replace(/^.*\/([\w-]+)\.demo-.*$/, "$1"))).toEqual([
      "accordion",
    ])
    expect(requested.every((path) => !/^\/node_modules\//.test(path))).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it("is harmless when the bundle is loaded twice", async () => {
    const page = await browser.newPage()
    const problems: string[] = []
    page.on("pageerror", (error) => problems.push(error.message))
    await page.goto(`${server.url}/test/e2e/fixtures/plain-page.html`)
    await page.addScriptTag({ type: "module", url: `/dist/lib/elements.js?again` })
    await page.locator("demo-accordion").getByRole("button", { name: /^Home/ }).click()
    expect(problems).toEqual([])
    await page.close()
  })
})
