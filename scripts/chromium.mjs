// Finds a Chromium for the browser tests: CHROME_PATH, else the usual install locations.
// scripts/ensure-test-tools.mjs installs one when there is none.
import { accessSync, constants } from "node:fs"

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
]

/**
 * Flags for a headless Chromium on a closed network, possibly as root. `gc()` is exposed so
 * a browser test can show that a removed element is collected.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--js-flags=--expose-gc",
]

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined
  return CANDIDATES.find(isExecutable)
}
