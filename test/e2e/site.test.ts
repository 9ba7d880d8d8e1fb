import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from "vitest"
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { catalog } from "../../src/catalog"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { serveStatic } from "./static-server"

// The built showcase (dist/app) on a static host with history fallback, used as a visitor.
const appDir = fileURLToPath(new URL("../../dist/app/", import.meta.url))
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js")
const sortedLabels = catalog.map((entry) => entry.label).sort((a, b) => a.localeCompare(b, "en"))

describe("showcase site", () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveStatic>>
  let context: BrowserContext
  let page: Page
  let problems: string[]

  const nav = () => page.getByRole("navigation", { name: "Demos" })
  const heading = () => page.getByRole("heading", { level: 1 })
  const path = () => new URL(page.url()).pathname
  /** Set before a click: it survives an in-page navigation and vanishes on a reload. */
  const setMarker = () => page.evaluate(() => Object.assign(window, { __statebookMarker: 1 }))
  const hasMarker = () => page.evaluate(() => "__statebookMarker" in window)
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? "")
  const focusedHeading = () =>
    page.evaluate(() => {
      const focused = document.activeElement
      return focused?.tagName === "H1" ? focused.textContent : null
    })

  /** Serious and critical axe findings for the whole page, shadow roots included. */
  const seriousViolations = async () => {
    await page.addScriptTag({ path: axePath })
    return page.evaluate(async () => {
      const results = await (window as unknown as { axe: typeof import("axe-core") }).axe.run(
        document,
        { resultTypes: ["violations"] },
      )
      return results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    })
  }

  beforeAll(async () => {
    server = await serveStatic(appDir, { fallback: "index.html" })
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  beforeEach(async () => {
    context = await browser.newContext()
    page = await context.newPage()
    problems = []
    page.on("pageerror", (error) => problems.push(error.message))
  })

  afterEach(async () => {
    await context.close()
  })

  it("lists every catalog demo in the nav, sorted by label, on the home page", async () => {
    await page.goto(`${server.url}/`)
    await expect.poll(() => heading().textContent()).toBe("Statebook")
    expect(await page.title()).toBe("Statebook")
    expect(await nav().getByRole("link").allTextContents()).toEqual(sortedLabels)
    expect(
      await page.getByRole("main").getByText("<demo-accordion></demo-accordion>").count(),
    ).toBe(1)
    expect(await page.locator("#app main").count()).toBe(1)
    expect(problems).toEqual([])
  })

  it("navigates in the page on a nav click, marks the link current, and goes back", async () => {
    await page.goto(`${server.url}/`)
    await setMarker()
    const link = nav().getByRole("link", { name: "Accordion", exact: true })
    await link.click()

    await expect.poll(path).toBe("/accordion")
    await expect.poll(() => heading().textContent()).toBe("Accordion")
    expect(await hasMarker()).toBe(true)
    expect(await link.getAttribute("aria-current")).toBe("page")
    expect(await page.title()).toBe("Accordion · Statebook")
    expect(await focusedHeading()).toBe("Accordion")
    const widget = page.locator("demo-accordion").getByRole("button", { name: /^Home/ })
    await widget.click()
    await expect.poll(() => widget.getAttribute("aria-expanded")).toBe("true")

    await page.goBack()
    await expect.poll(path).toBe("/")
    await expect.poll(() => heading().textContent()).toBe("Statebook")
    expect(await hasMarker()).toBe(true)
    expect(await link.getAttribute("aria-current")).toBeNull()
    expect(await page.locator("demo-accordion").count()).toBe(0)

    await page.goForward()
    await expect.poll(() => heading().textContent()).toBe("Accordion")
    expect(await hasMarker()).toBe(true)
    expect(problems).toEqual([])
  })

  it("loads a deep link directly", async () => {
    await page.goto(`${server.url}/accordion`)
    await expect.poll(() => heading().textContent()).toBe("Accordion")
    const link = nav().getByRole("link", { name: "Accordion", exact: true })
    expect(await link.getAttribute("aria-current")).toBe("page")
    await expect
      .poll(() => page.locator("demo-accordion").getByRole("button", { name: /^Home/ }).count())
      .toBe(1)
    expect(problems).toEqual([])
  })

  it("shows the not-found page for an unknown path, with a working link home", async () => {
    await page.goto(`${server.url}/no/such-page`)
    await expect.poll(() => heading().textContent()).toBe("Page not found")
    expect(await page.getByRole("main").textContent()).toContain("/no/such-page")
    expect(await page.title()).toBe("Page not found · Statebook")
    await setMarker()
    await page.getByRole("link", { name: "Go to the home page" }).click()
    await expect.poll(path).toBe("/")
    await expect.poll(() => heading().textContent()).toBe("Statebook")
    expect(await hasMarker()).toBe(true)
    expect(problems).toEqual([])
  })

  it("leaves a ctrl-click to the browser", async () => {
    await page.goto(`${server.url}/`)
    await setMarker()
    const opened = context.waitForEvent("page")
    await nav()
      .getByRole("link", { name: "Accordion", exact: true })
      .click({ modifiers: ["Control"] })
    const tab = await opened
    await expect.poll(() => new URL(tab.url()).pathname).toBe("/accordion")
    expect(path()).toBe("/")
    expect(await heading().textContent()).toBe("Statebook")
    expect(await hasMarker()).toBe(true)
  })

  it("starts the new page at the top, with focus on its heading", async () => {
    await page.setViewportSize({ width: 900, height: 400 })
    await page.goto(`${server.url}/`)
    const last = sortedLabels.at(-1)!
    const link = page.getByRole("main").getByRole("link", { name: last, exact: true })
    await link.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await link.click()
    await expect.poll(() => heading().textContent()).toBe(last)
    expect(await focusedHeading()).toBe(last)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  it("moves focus past the nav with the skip link", async () => {
    await page.goto(`${server.url}/accordion`)
    // React renders after the load event: wait for the shell before pressing keys.
    await heading().waitFor()
    await page.keyboard.press("Tab")
    expect(await focusedText()).toBe("Skip to content")
    await page.keyboard.press("Enter")
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("content")
    expect(path()).toBe("/accordion")
  })

  it("shows the embed markup of the current settings, live, as text with a Copy button", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url })
    await page.goto(`${server.url}/accordion`)
    const snippet = page.getByTestId("embed-snippet")
    await expect.poll(() => snippet.textContent()).toBe("<demo-accordion></demo-accordion>")

    const demo = page.locator("demo-accordion")
    await demo.getByRole("tab", { name: "Controls" }).click()
    await demo.getByLabel("Multiple").check()
    await demo.getByLabel("Orientation").selectOption("horizontal")
    const expected = '<demo-accordion multiple orientation="horizontal"></demo-accordion>'
    await expect.poll(() => snippet.textContent()).toBe(expected)
    // Text, never parsed: no element was created from the markup.
    expect(await snippet.evaluate((code) => code.children.length)).toBe(0)

    await page.getByRole("button", { name: "Copy", exact: true }).click()
    await expect.poll(() => page.getByRole("status").last().textContent()).toBe("Copied")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)

    // Back to the default: the attribute leaves the snippet again.
    await demo.getByLabel("Multiple").uncheck()
    await expect
      .poll(() => snippet.textContent())
      .toBe('<demo-accordion orientation="horizontal"></demo-accordion>')
    expect(problems).toEqual([])
  })

  it("gives every demo a page with its label and its element", async () => {
    await page.goto(`${server.url}/`)
    for (const entry of catalog) {
      await nav().getByRole("link", { name: entry.label, exact: true }).click()
      await expect.poll(() => heading().textContent()).toBe(entry.label)
      const tag = `demo-${entry.slug}`
      const element = page.locator(`#content ${tag}`)
      await expect.poll(() => element.evaluate((node) => !!node.shadowRoot)).toBe(true)
      expect(await page.evaluate((name) => !!customElements.get(name), tag)).toBe(true)
    }
  })

  it("has no serious accessibility violations on home, a demo and the not-found page", async () => {
    for (const at of ["/", "/accordion", "/nope"]) {
      await page.goto(`${server.url}${at}`)
      await expect.poll(() => heading().count()).toBe(1)
      if (at === "/accordion")
        await expect
          .poll(() => page.locator("demo-accordion").getByRole("button").count())
          .toBeGreaterThan(0)
      expect(await seriousViolations(), at).toEqual([])
    }
  })
})
