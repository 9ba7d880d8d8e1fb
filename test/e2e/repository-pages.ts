import { afterAll, beforeAll } from "vitest"
import { chromium, type Browser } from "playwright-core"
import { fileURLToPath } from "node:url"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { serveStatic } from "./static-server"

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

/**
 * For the `describe` it is called in: the repository served as files by a bare static server
 * (the built package under /dist/lib, the fixture pages under /test/e2e/fixtures), and
 * Chromium to open them, both started before its tests and stopped after.
 */
export function useRepositoryPages(): { readonly browser: Browser; readonly url: string } {
  let browser: Browser | undefined
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined
  beforeAll(async () => {
    server = await serveStatic(repoRoot)
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  return {
    get browser() {
      return browser!
    },
    get url() {
      return server!.url
    },
  }
}
