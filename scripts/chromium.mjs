// Finds a Chromium for the browser tests: CHROME_PATH, else the usual install locations.
// Run as a script (`node scripts/chromium.mjs --ensure`) it installs Debian's `chromium`
// when none is found and apt-get can be used as root, and otherwise stops with one line
// saying how to get one.
import { execFileSync } from "node:child_process"
import { accessSync, constants } from "node:fs"
import { fileURLToPath } from "node:url"

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
]

/** Flags for a headless Chromium on a closed network, possibly as root. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

function isExecutable(path) {
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

function canInstallWithApt() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  return isRoot && isExecutable("/usr/bin/apt-get")
}

function ensureChromium() {
  const found = findChromium()
  if (found) return found
  if (process.env.CHROME_PATH) {
    console.error(
      `CHROME_PATH=${process.env.CHROME_PATH} is not an executable browser; point it at Chromium or Chrome.`,
    )
    process.exit(1)
  }
  if (!canInstallWithApt()) {
    console.error(
      "No Chromium found: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
    )
    process.exit(1)
  }
  console.log("No Chromium found; installing Debian's chromium with apt-get…")
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env })
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env })
  return findChromium()
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--ensure")) {
  const path = ensureChromium()
  if (!path) {
    console.error("Chromium was installed but not found; set CHROME_PATH to its binary.")
    process.exit(1)
  }
  console.log(`Browser tests use ${path}`)
}
