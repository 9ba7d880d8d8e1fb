import { afterAll, afterEach, beforeAll, beforeEach } from "vitest"
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { serveStatic } from "./static-server"

// The built showcase (dist/app) on a static host, used as a visitor: /<slug> answers the
// route's prerendered <slug>/index.html, and an unknown path the fallback page (404.html).
const appDir = fileURLToPath(new URL("../../dist/app/", import.meta.url))
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js")

export interface Site {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  url: string
  context: BrowserContext
  page: Page
  /** Uncaught page errors: a test ends expecting none. */
  problems: string[]
  /** Console warnings, in order. */
  warnings: string[]
}

/**
 * Registers the hooks of a site test file: one static server and browser for the file, a
 * fresh context and page per test. Read the fields inside tests (they change per test).
 */
export function useSite(contextOptions: BrowserContextOptions = {}): Site {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveStatic>>
  const site = { problems: [], warnings: [] } as unknown as Site

  beforeAll(async () => {
    server = await serveStatic(appDir, { directoryIndex: true, fallback: "404.html" })
    site.url = server.url
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  beforeEach(async () => {
    site.context = await browser.newContext(contextOptions)
    site.page = await site.context.newPage()
    site.problems = []
    site.warnings = []
    site.page.on("pageerror", (error) => site.problems.push(error.message))
    site.page.on("console", (message) => {
      if (message.type() === "warning") site.warnings.push(message.text())
    })
  })

  afterEach(async () => {
    await site.context.close()
  })

  return site
}

/** Serious and critical axe findings for the whole page, shadow roots included. */
export async function seriousViolations(page: Page, rules?: Record<string, { enabled: boolean }>) {
  await page.addScriptTag({ path: axePath })
  return page.evaluate(async (rules) => {
    const results = await (window as unknown as { axe: typeof import("axe-core") }).axe.run(
      document,
      { resultTypes: ["violations"], ...(rules ? { rules } : {}) },
    )
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  }, rules)
}
