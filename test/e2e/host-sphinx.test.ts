import { afterAll, describe, expect, inject, it } from "vitest"
import type { Page } from "playwright-core"
import { execFileSync } from "node:child_process"
import { cp, mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { repoRoot, run } from "./example-hosts"
import {
  demoBackgroundLuminance,
  openCalendar,
  weighOneDemoPage,
  recordConsole,
  useAccordion,
} from "./host-page"
import { serveStatic } from "./static-server"
import { useHostSite } from "./host-site"

// docs/examples/sphinx: the project sphinx-quickstart writes, on Debian's Sphinx with its furo
// theme, holding the demos in `.. raw:: html` blocks and loading the package's browser files
// from _static/ through conf.py's html_js_files (as a module) and html_css_files. Built with
// warnings as errors, served statically, used in Chromium.

/**
 * What Debian's furo package (2022.12.07+dfsg) does wrong on any page, demos or not: its
 * furo.js is an ES module that Sphinx loads as a classic script (so its theme toggle does
 * nothing), and its furo.css imports normalize.css from /javascript/, where only Debian's own
 * web server config serves it. furo from PyPI bundles both. Whatever else reaches the console
 * is ours. (Its furo.css also lacks the rule that follows the system's dark preference, so
 * only data-theme="dark" makes the page dark.)
 */
const DEBIAN_FURO_FAULTS = [
  "404 /javascript/normalize.css/normalize.css",
  "pageerror: Cannot use import statement outside a module",
]
const ours = (messages: string[]) =>
  messages.filter((message) => !DEBIAN_FURO_FAULTS.includes(message))

describe("Sphinx (furo) host", () => {
  let workDir: string
  const host = useHostSite(async () => {
    workDir = await mkdtemp(join(tmpdir(), "statebook-sphinx-"))
    const site = join(workDir, "site-source")
    await cp(join(repoRoot, "docs", "examples", "sphinx"), site, { recursive: true })
    execFileSync("tar", ["-xzf", inject("tarball"), "-C", workDir])
    // The README's copy: the browser files, without the type declarations.
    const lib = join(workDir, "package", "dist", "lib")
    await cp(lib, join(site, "_static", "statebook"), {
      recursive: true,
      filter: (source) => !source.endsWith(".d.ts") && !source.startsWith(join(lib, "server")),
    })
    await run("sphinx-build", ["-W", "-b", "html", ".", join("_build", "html")], site)
    // The README's `npx statebook-elements prerender _build/html/`: the package's bin, unpacked.
    await run("node", [join(lib, "server", "cli.js"), "prerender", join("_build", "html")], site)
    return serveStatic(join(site, "_build", "html"), { directoryIndex: true })
  }, 120_000)

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true })
  })

  /** Follows a link of the page (the sidebar's comes first), to a new document. */
  async function follow(page: Page, name: string, file: string) {
    await page.getByRole("link", { name, exact: true }).first().click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${file}`)
  }

  it("upgrades raw HTML in reStructuredText, page after page, quietly", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await page.goto(`${host.url}/`)
    await follow(page, "Accordion", "accordion.html")
    await useAccordion(page)
    await follow(page, "Date picker", "date-picker.html")
    await openCalendar(page)
    await follow(page, "Accordion", "accordion.html")
    await useAccordion(page)
    expect(ours(messages)).toEqual([])
    await page.close()
  })

  it("follows furo's dark mode: the reader's choice, data-theme on <body>", async () => {
    // furo keeps the reader's choice in localStorage and writes it to <body data-theme>
    // before the page paints.
    const page = await host.browser.newPage({ colorScheme: "light" })
    const messages = recordConsole(page)
    await page.addInitScript(() => localStorage.setItem("theme", "dark"))
    await page.goto(`${host.url}/accordion.html`)
    await useAccordion(page)
    expect(await page.locator("body").getAttribute("data-theme")).toBe("dark")
    await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeLessThan(0.1)
    // furo's toggle (dead in Debian's package, see above) switches the attribute in place.
    await page.evaluate(() => (document.body.dataset.theme = "light"))
    await expect.poll(() => demoBackgroundLuminance(page, "demo-accordion")).toBeGreaterThan(0.8)
    expect(ours(messages)).toEqual([])
    await page.close()
  })

  it("answers every request of a page and loads a page with one demo", async () => {
    const page = await host.browser.newPage()
    const messages = recordConsole(page)
    await weighOneDemoPage(page, `${host.url}/date-picker.html`, "sphinx date-picker.html")
    expect(ours(messages)).toEqual([])
    // Debian's furo faults are exactly what the filter drops: a fixed furo fails here, so
    // the filter goes when they do.
    expect([...messages].sort()).toEqual([...DEBIAN_FURO_FAULTS].sort())
    await page.close()
  })
})
