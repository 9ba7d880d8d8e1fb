import { fileURLToPath } from "node:url"
import type { Browser } from "playwright-core"
import { useHostSite } from "./host-site"
import { serveStatic } from "./static-server"

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

/**
 * For the `describe` it is called in: the repository served as files by a bare static server
 * (the built package under /dist/lib, the fixture pages under /test/e2e/fixtures), and
 * Chromium to open them, both started before its tests and stopped after.
 */
export function useRepositoryPages(): { readonly browser: Browser; readonly url: string } {
  return useHostSite(() => serveStatic(repoRoot))
}
