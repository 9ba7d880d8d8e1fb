import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { chromium, type Browser, type Page } from "playwright-core"
import * as esbuild from "esbuild"
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { cp, mkdir, mkdtemp, rename, rm, symlink, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { repoRoot } from "./example-hosts"
import { weighOneDemoPage } from "./host-page"
import { serveStatic } from "./static-server"

// The small docs/examples (plain HTML, Lit, React), run the way a user would: against the
// packed `statebook-elements` tarball, unpacked into node_modules (the bundle needs no
// dependency at run time, so no registry is involved). Host-side libraries (lit, react) are
// linked from this repository's node_modules. VitePress and Docusaurus: docs-engines.test.ts.
const PACKAGE = "statebook-elements"
const SMALL_EXAMPLES = ["plain-html", "lit-app", "react-host"]
const HOST_PACKAGES = [
  "lit",
  "lit-html",
  "lit-element",
  "@lit/reactive-element",
  "react",
  "react-dom",
  "scheduler",
  "@types/react",
  "@types/react-dom",
]

async function installPackedTarball(site: string) {
  execFileSync("tar", ["-xzf", inject("tarball"), "-C", site])
  await mkdir(join(site, "node_modules", "@lit"), { recursive: true })
  await mkdir(join(site, "node_modules", "@types"), { recursive: true })
  await rename(join(site, "package"), join(site, "node_modules", PACKAGE))
  for (const name of HOST_PACKAGES)
    await symlink(join(repoRoot, "node_modules", name), join(site, "node_modules", name))
  for (const example of SMALL_EXAMPLES)
    await cp(join(repoRoot, "docs", "examples", example), join(site, example), { recursive: true })
}

const bundle = (entry: string) =>
  esbuild.build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: join(entry, "..", "dist"),
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  })

/** Page errors, console errors and Content-Security-Policy violations of one page. */
async function watch(page: Page) {
  const problems: string[] = []
  page.on("pageerror", (error) => problems.push(error.message))
  page.on("console", (message) => {
    // A failed request is reported below with its URL.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      problems.push(message.text())
  })
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname
    if (response.status() >= 400 && path !== "/favicon.ico")
      problems.push(`${response.status()} ${path}`)
  })
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP: ${event.violatedDirective} blocked ${event.blockedURI}`),
    ),
  )
  return problems
}

describe("docs/examples against the packed package", () => {
  let site: string
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveStatic>>

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), "statebook-examples-"))
    await installPackedTarball(site)
    await bundle(join(site, "lit-app", "app.ts"))
    await bundle(join(site, "react-host", "app.tsx"))
    server = await serveStatic(site)
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (site) await rm(site, { recursive: true, force: true })
  })

  it("ships the manifest, the docs and one entry per demo", async () => {
    const pkg = join(site, "node_modules", PACKAGE)
    const manifest = JSON.parse(readFileSync(join(pkg, "custom-elements.json"), "utf8")) as {
      modules: { path: string; declarations: { tagName: string }[] }[]
    }
    expect(manifest.modules.map((m) => m.declarations[0]!.tagName)).toContain("demo-accordion")
    for (const module of manifest.modules)
      expect(existsSync(join(pkg, module.path)), module.path).toBe(true)
    for (const file of [
      "docs/embedding.md",
      "docs/attributes.md",
      "dist/lib/elements.js",
      "dist/lib/reserve.css",
    ])
      expect(existsSync(join(pkg, file)), file).toBe(true)
    for (const file of ["LICENSE", "README.md"])
      expect(existsSync(join(pkg, file)), file).toBe(true)
    // The README is the docs authors' one, not the developers' (npm start, test suite).
    expect(readFileSync(join(pkg, "README.md"), "utf8")).toContain("npm install statebook-elements")
    expect(readFileSync(join(repoRoot, "README.md"), "utf8")).toContain("npm install && npm test")
  })

  it("plain-html: one script tag, theming, no-toolbar and statechange, under a strict CSP", async () => {
    const page = await browser.newPage()
    const problems = await watch(page)
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${server.url}/plain-html/index.html`)

    const home = page.locator("demo-accordion").getByRole("button", { name: /^Home/ })
    // Every demo of the page has started (and sent its first statechange) before the click.
    await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll("main > *")]
          .filter((element) => element.localName.startsWith("demo-"))
          .map((element) => (element as HTMLElement & { ready: Promise<void> }).ready),
      ),
    )
    await home.click()
    await expect.poll(() => home.getAttribute("aria-expanded")).toBe("true")
    await expect.poll(() => page.locator("#last-change").textContent()).toMatch(/^demo-accordion/)

    // The page's --sb-accent reaches the selected toolbar tab inside the shadow root.
    const tab = page.locator("demo-accordion").getByRole("tab", { name: "Controls" })
    expect(await tab.evaluate((el) => getComputedStyle(el).borderBottomColor)).toBe(
      "rgb(13, 110, 80)",
    )
    expect(await page.locator("demo-switch").getByRole("tab").count()).toBe(0)
    await expect.poll(() => page.locator("demo-avatar").getByRole("img").count()).toBeGreaterThan(0)
    expect(requested.every((path) => !path.startsWith("/node_modules/react"))).toBe(true)
    expect(problems).toEqual([])

    // The policy is in force: an inline <style> of the page's own is refused.
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) =>
            resolve(event.violatedDirective),
          )
          const style = document.createElement("style")
          style.textContent = "body { color: red }"
          document.head.append(style)
        }),
    )
    expect(refused).toMatch(/^style-src/)
    await page.close()
  })

  it("lit-app: demos inside a Lit shadow root report state changes to it", async () => {
    const page = await browser.newPage()
    const problems = await watch(page)
    await page.goto(`${server.url}/lit-app/index.html`)
    const home = page.locator("docs-app demo-accordion").getByRole("button", { name: /^Home/ })
    await home.click()
    await expect.poll(() => home.getAttribute("aria-expanded")).toBe("true")
    // The switch's input is visually hidden; a user clicks its track.
    await page.locator('docs-app demo-switch [data-part="control"]').click()
    const log = page.getByTestId("log")
    await expect.poll(() => log.textContent()).toContain("demo-accordion: focused")
    await expect.poll(() => log.textContent()).toContain("demo-switch:")
    // Only the two per-demo entries were imported: no other tag is defined.
    expect(await page.evaluate(() => Boolean(customElements.get("demo-select")))).toBe(false)
    expect(problems).toEqual([])
    await page.close()
  })

  it("plain-html: the bytes of a page with one demo, the baseline of the host examples", async () => {
    await writeFile(
      join(site, "one-demo.html"),
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>One demo</title>' +
        '<script type="module" src="/node_modules/statebook-elements/dist/lib/elements/date-picker.js"></script>' +
        "<demo-date-picker no-toolbar></demo-date-picker></html>",
    )
    const page = await browser.newPage()
    const problems = await watch(page)
    await weighOneDemoPage(page, `${server.url}/one-demo.html`, "plain-html /one-demo.html")
    expect(problems).toEqual([])
    await page.close()
  })

  it("react-host: component props reach the element, onStateChange reaches React, plain tags upgrade", async () => {
    const page = await browser.newPage()
    const problems = await watch(page)
    await page.goto(`${server.url}/react-host/index.html`)
    const thumb = page.locator("demo-slider").getByRole("slider").first()
    await thumb.focus()
    await thumb.press("ArrowRight")
    await expect.poll(() => page.getByTestId("slider-state").textContent()).toMatch(/\[/)
    expect(await page.locator("demo-slider").getByRole("tab").count()).toBe(0)

    await page.getByLabel("Disable the slider").check()
    await expect.poll(() => thumb.getAttribute("aria-disabled")).toBe("true")
    await page.getByLabel("Disable the slider").uncheck()
    await expect.poll(() => thumb.getAttribute("aria-disabled")).toBe(null)

    const home = page.locator("demo-accordion").getByRole("button", { name: /^Home/ })
    await home.click()
    await expect.poll(() => home.getAttribute("aria-expanded")).toBe("true")
    expect(problems).toEqual([])
    await page.close()
  })

  it("react-host: the shipped tag types check JSX props", async () => {
    const tsc = join(repoRoot, "node_modules", "typescript", "bin", "tsc")
    const project = join(site, "react-host")
    const good = spawnSync(process.execPath, [tsc, "-p", project], { encoding: "utf8" })
    expect(good.stdout).toBe("")
    expect(good.status).toBe(0)

    // A value outside a select control's options is a type error.
    await writeFile(
      join(project, "bad.tsx"),
      'import { DemoSlider } from "statebook-elements/react"\nexport const bad = <DemoSlider orientation="diagonal" />\nexport const badTag = <demo-slider orientation="diagonal" />\n',
    )
    await writeFile(
      join(project, "tsconfig.bad.json"),
      JSON.stringify({ extends: "./tsconfig.json", files: ["bad.tsx"] }),
    )
    const bad = spawnSync(process.execPath, [tsc, "-p", join(project, "tsconfig.bad.json")], {
      encoding: "utf8",
    })
    expect(bad.status).not.toBe(0)
    // Both the component's prop and the plain tag's attribute are refused.
    expect(bad.stdout).toMatch(/bad\.tsx\(2,.*"diagonal"/)
    expect(bad.stdout).toMatch(/bad\.tsx\(3,.*"diagonal"/)
  })

  it.each(["bundler", "node16", "nodenext"])(
    "types resolve under moduleResolution %s, with no @types/react installed",
    async (resolution) => {
      // A folder of its own, away from the linked @types/react of the other examples.
      const host = await mkdtemp(join(tmpdir(), `statebook-types-${resolution}-`))
      try {
        await mkdir(join(host, "node_modules"))
        await symlink(join(site, "node_modules", PACKAGE), join(host, "node_modules", PACKAGE))
        await writeFile(join(host, "package.json"), JSON.stringify({ type: "module" }))
        await writeFile(join(host, "host.ts"), TYPED_HOST)
        const module = resolution === "bundler" ? "esnext" : resolution
        await writeFile(
          join(host, "tsconfig.json"),
          JSON.stringify({
            compilerOptions: {
              target: "es2022",
              lib: ["es2022", "dom"],
              module,
              moduleResolution: resolution,
              strict: true,
              noEmit: true,
              // Our declarations are checked too, not skipped.
              skipLibCheck: false,
              types: [],
            },
            files: ["host.ts"],
          }),
        )
        const tsc = join(repoRoot, "node_modules", "typescript", "bin", "tsc")
        const result = spawnSync(process.execPath, [tsc, "-p", host], { encoding: "utf8" })
        expect(result.stdout).toBe("")
        expect(result.status).toBe(0)
      } finally {
        await rm(host, { recursive: true, force: true })
      }
    },
  )
})

/** A host page's script using the element, event and settings types the package exports. */
const TYPED_HOST = `
import "statebook-elements/accordion"
import type { DemoAccordionElement, StateChangeDetail, DemoLogDetail } from "statebook-elements"
import type { DemoDatePickerElement } from "statebook-elements/date-picker"

const accordion: DemoAccordionElement = document.createElement("demo-accordion")
accordion.multiple = true
accordion.addEventListener("statechange", (event) => {
  const detail: StateChangeDetail = event.detail
  console.info(detail.state, detail.context)
})
document.addEventListener("demolog", (event) => {
  const detail: DemoLogDetail = event.detail
  console.info(detail.message)
})
const picker: DemoDatePickerElement | null = document.querySelector("demo-date-picker")
picker?.setAttribute("theme", "dark")
// @ts-expect-error: not one of the setting's options
accordion.orientation = "diagonal"
`
