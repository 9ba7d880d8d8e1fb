import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { catalog } from "../../src/catalog"
import { useRepositoryPages } from "./repository-pages"

// The built element bundle (dist/lib), loaded the way a docs author would load it.
const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

/** A long docs page: demos near the top, and far below. */
const LONG_PAGE = "/test/e2e/fixtures/loading-page.html"

/** The demo chunks a page requested, by demo ("accordion"). */
const demoChunks = (requested: string[]) =>
  requested
    .map((path) => /\/([\w-]+)\.demo-[\w-]+\.js$/.exec(path)?.[1])
    .filter((slug): slug is string => slug !== undefined)

describe("element bundle on a plain static page", () => {
  const pages = useRepositoryPages()

  it("registers every catalog element and fetches only the demo the page uses", async () => {
    const page = await pages.browser.newPage()
    const requested: string[] = []
    const problems: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    page.on("pageerror", (error) => problems.push(error.message))
    await page.goto(`${pages.url}/test/e2e/fixtures/plain-page.html`)

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
    const page = await pages.browser.newPage()
    const problems: string[] = []
    page.on("pageerror", (error) => problems.push(error.message))
    await page.goto(`${pages.url}/test/e2e/fixtures/plain-page.html`)
    await page.addScriptTag({ type: "module", url: `/dist/lib/elements.js?again` })
    await page.locator("demo-accordion").getByRole("button", { name: /^Home/ }).click()
    expect(problems).toEqual([])
    await page.close()
  })

  it("imports without throwing in a module worker, where there is no DOM", async () => {
    const page = await pages.browser.newPage()
    await page.goto(`${pages.url}/test/e2e/fixtures/plain-page.html`)
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

  // How the elements load on a long page: offscreen demos cost nothing until a reader comes
  // near them, and a demo whose code cannot be fetched says so in its own box.
  async function openPage(): Promise<{ page: Page; requested: string[]; warnings: string[] }> {
    const page = await pages.browser.newPage({ viewport: { width: 1000, height: 800 } })
    const requested: string[] = []
    const warnings: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") warnings.push(message.text())
    })
    return { page, requested, warnings }
  }

  it("fetches and starts an offscreen demo only when the reader comes near it", async () => {
    const { page, requested, warnings } = await openPage()
    await page.goto(`${pages.url}${LONG_PAGE}`)
    await page.locator("demo-accordion").getByRole("button", { name: /^Home/ }).waitFor()
    await page.locator("demo-switch").locator('[data-scope="switch"][data-part="root"]').waitFor()
    await page.waitForLoadState("networkidle")

    expect(demoChunks(requested).sort()).toEqual(["accordion", "switch"])
    const far = page.locator("#far")
    await expect.poll(() => far.getByRole("status").textContent()).toBe("Loading demo…")

    await far.scrollIntoViewIfNeeded()
    await far.getByRole("tab", { name: "Lighthouses" }).waitFor()
    expect(demoChunks(requested)).toContain("tabs")
    expect(demoChunks(requested)).not.toContain("slider")
    expect(warnings).toEqual([])
    await page.close()
  })

  it("asks for the code of the demos in view beside the runtime, not after it", async () => {
    const { page } = await openPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Network.enable")
    // Which script asked for each file: the entry itself, or the runtime once it had run.
    const initiators = new Map<string, string>()
    cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
      const frames = initiator.stack?.callFrames ?? []
      const script = frames.at(-1)?.url ?? initiator.url ?? ""
      initiators.set(new URL(request.url).pathname, new URL(script || "about:blank").pathname)
    })
    await page.goto(`${pages.url}${LONG_PAGE}`)
    await page.locator("demo-switch").locator('[data-scope="switch"][data-part="root"]').waitFor()
    await page.waitForLoadState("networkidle")

    const askedBy = (slug: string) =>
      [...initiators].find(([path]) => demoChunks([path])[0] === slug)?.[1]
    expect(askedBy("accordion")).toBe("/dist/lib/elements.js")
    expect(askedBy("switch")).toBe("/dist/lib/elements.js")
    // The runtime is asked for by the entry too (the demos' chunks import some of its files).
    const runtime = [...initiators].filter(([path]) => /\/chunks\/runtime-[\w-]+\.js$/.test(path))
    expect(runtime.map(([, by]) => by)).toContain("/dist/lib/elements.js")
    // Far below the fold: still fetched only when the reader comes near.
    expect(askedBy("tabs")).toBeUndefined()
    expect(askedBy("slider")).toBeUndefined()
    await page.close()
  })

  it("starts a demo a script awaits, wherever it is, and answers machineInfo after ready", async () => {
    const { page, requested } = await openPage()
    await page.goto(`${pages.url}${LONG_PAGE}`)
    await page.locator("demo-accordion").getByRole("button", { name: /^Home/ }).waitFor()
    const state = await page.evaluate(async () => {
      const slider = document.getElementById("awaited") as HTMLElement & {
        ready: Promise<void>
        machineInfo: { current: unknown } | null
      }
      await slider.ready
      return slider.machineInfo?.current
    })
    expect(state).toBe("idle")
    expect(demoChunks(requested)).toContain("slider")
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.close()
  })

  it("shows a Retry button when a demo's code cannot be fetched, and loads it on retry", async () => {
    const { page, warnings } = await openPage()
    const blocked = /\/accordion\.demo-[\w-]+\.js$/
    await page.route(blocked, (route) => route.abort("internetdisconnected"))
    await page.goto(`${pages.url}${LONG_PAGE}`)

    const accordion = page.locator("demo-accordion")
    await expect
      .poll(() => accordion.getByRole("alert").textContent())
      .toMatch(/This demo could not load\./)
    // The other demos on the page are untouched.
    const toggle = page.locator("demo-switch").locator('[data-scope="switch"][data-part="root"]')
    await toggle.click()
    await expect.poll(() => toggle.getAttribute("data-state")).toBe("checked")
    expect(warnings.filter((text) => text.includes("<demo-accordion>"))).toHaveLength(1)

    await page.unroute(blocked)
    await accordion.getByRole("button", { name: "Retry" }).click()
    const home = accordion.getByRole("button", { name: /^Home/ })
    await home.click()
    await expect.poll(() => home.getAttribute("aria-expanded")).toBe("true")
    expect(warnings.filter((text) => text.includes("<demo-accordion>"))).toHaveLength(1)
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
