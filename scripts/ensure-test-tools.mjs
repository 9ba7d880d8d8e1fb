// What the test suite needs beside npm packages, checked before it runs (`npm test`):
// Chromium for the browser and end-to-end tests, and MkDocs with its Material theme and Sphinx
// with its furo theme for the docs-generator examples that are not JavaScript. What is missing
// is installed from Debian's packages in one apt-get run when we are root and apt-get is there
// (CI, a fresh machine); otherwise the script stops with one line saying what to install.
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { findChromium, isExecutable } from "./chromium.mjs"

/** Whether a command runs and exits 0 (a tool is installed and works). */
const succeeds = (command, args) => spawnSync(command, args, { stdio: "ignore" }).status === 0

/**
 * Whether a Python tool's command runs and `check` (Python code) exits 0 in its Python: the
 * one in the script's first line, Debian's, not necessarily the `python3` first on PATH.
 */
function pythonToolPasses(command, check) {
  const found = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" })
  const script = found.stdout.trim()
  if (!script || !succeeds(script, ["--version"])) return false
  const shebang = readFileSync(script, "utf8").split("\n", 1)[0]
  const python = shebang.startsWith("#!") ? shebang.slice(2).trim().split(/\s+/) : ["python3"]
  return succeeds(python[0], [...python.slice(1), "-c", check])
}

/** Whether MkDocs runs and has the Material theme registered. */
const hasMkDocsMaterial = () =>
  pythonToolPasses(
    "mkdocs",
    "import sys; from mkdocs.utils import get_theme_names as t; sys.exit('material' not in t())",
  )

/** Whether Sphinx runs and the furo theme imports beside it. */
const hasSphinxFuro = () => pythonToolPasses("sphinx-build", "import furo")

/** How long apt-get may wait for another package manager on the machine to finish. */
const LOCK_WAIT_SECONDS = 300

/**
 * Runs apt-get, waiting while another install holds the package manager's locks (an
 * unattended upgrade, a second CI job): apt-get waits on dpkg's lock by itself when told
 * to, and a run that still fails on a lock (the package lists' lock) is tried again until
 * the wait is over. Any other failure stops at once, with apt-get's own message.
 */
function aptGet(args) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  const options = ["-o", `DPkg::Lock::Timeout=${LOCK_WAIT_SECONDS}`]
  const giveUpAt = Date.now() + LOCK_WAIT_SECONDS * 1000
  for (;;) {
    const run = spawnSync("apt-get", [...options, ...args], {
      env,
      encoding: "utf8",
      stdio: ["ignore", "inherit", "pipe"],
    })
    if (run.status === 0) return
    const lockHeld = /Could not get lock|Unable to acquire the dpkg frontend lock/.test(run.stderr)
    if (!lockHeld || Date.now() > giveUpAt) {
      process.stderr.write(run.stderr)
      throw new Error(`apt-get ${args.join(" ")} failed (exit ${run.status}).`)
    }
    console.log("Another package manager holds apt's lock; waiting for it…")
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000)
  }
}

const TOOLS = [
  {
    what: "Chromium (or set CHROME_PATH)",
    present: () => Boolean(findChromium()),
    packages: ["chromium"],
  },
  {
    what: "MkDocs with the Material theme",
    present: hasMkDocsMaterial,
    packages: ["mkdocs", "mkdocs-material"],
  },
  {
    what: "Sphinx with the furo theme",
    present: hasSphinxFuro,
    packages: ["python3-sphinx", "furo"],
  },
]

if (process.env.CHROME_PATH && !findChromium()) {
  console.error(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable browser.`)
  process.exit(1)
}

const missing = TOOLS.filter((tool) => !tool.present())
if (missing.length > 0) {
  const packages = missing.flatMap((tool) => tool.packages)
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  if (!isRoot || !isExecutable("/usr/bin/apt-get")) {
    console.error(
      `The tests need ${missing.map((tool) => tool.what).join(" and ")}: ` +
        `install them (Debian/Ubuntu: sudo apt-get install ${packages.join(" ")}).`,
    )
    process.exit(1)
  }
  console.log(`Installing Debian's ${packages.join(", ")} with apt-get…`)
  aptGet(["update", "-qq"])
  aptGet(["install", "-y", "-qq", ...packages])
  const still = missing.filter((tool) => !tool.present())
  if (still.length > 0) {
    console.error(`Installed, but still not found: ${still.map((tool) => tool.what).join(", ")}.`)
    process.exit(1)
  }
}
console.log(`Browser tests use ${findChromium()}; MkDocs and Sphinx are installed.`)
