import { afterAll, beforeAll } from "vitest"
import { chromium, type Browser } from "playwright-core"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"

/** A running site: a static server or the host's own. */
export interface ServedSite {
  url: string
  close(): Promise<void>
}

/**
 * For the `describe` it is called in: the example host built and served by `serve` (which
 * also builds it: hosts build in very different ways), and Chromium to open it, both started
 * before its tests and stopped after. `timeout` is for the build.
 */
export function useHostSite(
  serve: () => Promise<ServedSite>,
  timeout = 180_000,
): { readonly browser: Browser; readonly url: string } {
  let browser: Browser | undefined
  let site: ServedSite | undefined
  beforeAll(async () => {
    site = await serve()
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  }, timeout)
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })
  return {
    get browser() {
      return browser!
    },
    get url() {
      return site!.url
    },
  }
}
