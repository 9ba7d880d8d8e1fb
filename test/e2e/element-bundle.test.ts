import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chromium, type Browser } from "playwright-core"
import { spawnSync } from "node:child_process"
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

  it("imports without throwing in a module worker, where there is no DOM", async () => {
    const page = await browser.newPage()
    await page.goto(`${server.url}/test/e2e/fixtures/plain-page.html`)
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          // A blob: URL has no path to resolve against, so the imports are absolute.
          const base = `${location.origin}/dist/lib`
          const source = [
            `import("${base}/elements.js")`,
            `.then(() => import("${base}/elements/date-picker.js"))`,
            '.then(() => postMessage("imported"), (error) => postMessage("threw: " + error))',
          ].join("")
          const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }))
          const worker = new Worker(url, { type: "module" })
          worker.onmessage = (event) => resolve(String(event.data))
          worker.onerror = (event) => resolve(`error: ${event.message}`)
        }),
    )
    expect(outcome).toBe("imported")
    await page.close()
  })
})

describe("element bundle in Node (server-side rendering, static generation)", () => {
  it("imports every entry without throwing and defines nothing", () => {
    const entries = ["elements.js", ...catalog.map((entry) => `elements/${entry.slug}.js`)]
    const script = [
      "const failures = []",
      `for (const entry of ${JSON.stringify(entries)}) {`,
      "  try { await import(`./dist/lib/${entry}`) } catch (error) { failures.push(`${entry}: ${error}`) }",
      "}",
      "console.log(JSON.stringify(failures))",
    ].join("\n")
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: repoRoot,
      encoding: "utf8",
    })
    expect(result.stderr).toBe("")
    expect(JSON.parse(result.stdout)).toEqual([])
    expect(result.status).toBe(0)
  })
})
