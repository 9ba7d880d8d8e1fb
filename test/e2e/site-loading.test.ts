import { describe, expect, it } from "vitest"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Route } from "playwright-core"
import { catalog } from "../../src/catalog"
import { useSite } from "./site-harness"

// Issue 10: the showcase loads a demo's schema and code when its page (or a link to it) asks,
// the search when it is used, and paints its shell before any demo code is here.

const indexHtml = readFileSync(
  fileURLToPath(new URL("../../dist/app/index.html", import.meta.url)),
  "utf8",
)
/** The files index.html asks for itself: the entry and what it modulepreloads. */
const pageFiles = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
  (match) => match[1]!,
)

/**
 * What a demo page fetches below its widget once it runs, for its API section: the element's
 * API reference, and the demo's keyboard map with the modules that chunk imports.
 */
function apiSectionFiles(slug: string, fetched: readonly string[]): string[] {
  const keyboard = fetched.filter((path) => path.startsWith(`/assets/${slug}.keyboard-`))
  const imported = keyboard.flatMap((path) => {
    const code = readFileSync(
      fileURLToPath(new URL(`../../dist/app${path}`, import.meta.url)),
      "utf8",
    )
    return [...code.matchAll(/from"\.\/([^"]+\.js)"/g)].map((match) => `/assets/${match[1]}`)
  })
  const reference = fetched.filter((path) => /^\/assets\/api-docs?[-_]/.test(path))
  return [...keyboard, ...imported, ...reference]
}

/**
 * Labels and placeholders of other demos' settings that only one schema holds, in words (the
 * schemas' descriptions cannot tell: the build leaves them out, scripts/docs-only-text.ts).
 */
function othersSettingWords(slug: string): string[] {
  const words = (entry: (typeof catalog)[number]) =>
    Object.values(entry.controls).flatMap((control) => [
      control.label,
      "placeholder" in control ? control.placeholder : undefined,
    ])
  const schemasHolding = new Map<string | undefined, number>()
  for (const entry of catalog)
    for (const text of new Set(words(entry)))
      schemasHolding.set(text, (schemasHolding.get(text) ?? 0) + 1)
  return catalog
    .filter((entry) => entry.slug !== slug)
    .flatMap(words)
    .filter(
      (text): text is string => schemasHolding.get(text) === 1 && /^\w+ [\w ()-]+$/.test(text!),
    )
}

describe("showcase loading", () => {
  const site = useSite()
  const heading = () => site.page.getByRole("heading", { level: 1 })
  const nav = () => site.page.getByRole("navigation", { name: "Demos" })
  const scripts: string[] = []
  const watchScripts = () => {
    scripts.length = 0
    site.page.on("request", (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith(".js")) scripts.push(path)
    })
  }

  it("paints the shell, the nav and the heading before the demo's code arrives", async () => {
    expect(pageFiles.length).toBeGreaterThan(0)
    const held: Route[] = []
    let holding = true
    await site.page.route(/\/assets\/.+\.js$/, (route) => {
      const path = new URL(route.request().url()).pathname
      if (!holding || pageFiles.includes(path)) return route.continue()
      held.push(route)
    })
    await site.page.goto(`${site.url}/accordion`)
    await expect.poll(() => heading().textContent()).toBe("Accordion")
    expect(await nav().getByRole("link").count()).toBe(catalog.length)
    expect(await site.page.getByRole("status").filter({ hasText: "Loading demo…" }).count()).toBe(1)
    expect(await site.page.evaluate(() => !!customElements.get("demo-accordion"))).toBe(false)
    await expect.poll(() => held.length).toBeGreaterThan(0)

    holding = false
    for (const route of held) await route.continue()
    const widget = site.page.locator("demo-accordion").getByRole("button", { name: /^Home/ })
    await expect.poll(() => widget.count()).toBe(1)
    expect(await site.page.getByText("Loading demo…").count()).toBe(0)
    expect(site.problems).toEqual([])
  })

  it("says so when a demo's code cannot load, and the rest of the site keeps working", async () => {
    await site.page.route(/\/assets\/.+\.js$/, (route) =>
      pageFiles.includes(new URL(route.request().url()).pathname)
        ? route.continue()
        : route.abort("internetdisconnected"),
    )
    await site.page.goto(`${site.url}/accordion`)
    await expect
      .poll(() => site.page.getByRole("alert").textContent())
      .toMatch(/^This demo could not load \(.+\)\. Reload the page to try again\.$/)
    expect(await heading().textContent()).toBe("Accordion")
    expect(await site.page.getByText("Loading demo…").count()).toBe(0)
    await nav().getByRole("link", { name: "Tabs", exact: true }).click()
    await expect.poll(() => heading().textContent()).toBe("Tabs")
    expect(site.problems).toEqual([])
  })

  it("brings no other demo's schema with a demo's page", async () => {
    const bodies: Promise<string>[] = []
    site.page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) bodies.push(response.text())
    })
    await site.page.goto(`${site.url}/accordion`)
    const demo = site.page.locator("demo-accordion")
    await demo.getByRole("tab", { name: "Controls" }).click()
    // The page has this demo's own schema: its Controls show it.
    await expect.poll(() => demo.getByLabel("Multiple", { exact: true }).count()).toBe(1)
    await site.page.waitForLoadState("networkidle")
    const loaded = (await Promise.all(bodies)).join("\n")
    const others = othersSettingWords("accordion")
    expect(others.length).toBeGreaterThan(15)
    expect(others.filter((text) => loaded.includes(text))).toEqual([])
  })

  it("fetches a demo when its link is hovered or focused, so opening it fetches nothing more", async () => {
    watchScripts()
    await site.page.goto(`${site.url}/accordion`)
    await expect
      .poll(() => site.page.locator("demo-accordion").getByRole("button").count())
      .toBeGreaterThan(0)
    await site.page.waitForLoadState("networkidle")

    for (const [label, slug, reach] of [
      ["Switch", "switch", "hover"],
      ["Slider", "slider", "focus"],
    ] as const) {
      const link = nav().getByRole("link", { name: label, exact: true })
      const before = scripts.length
      if (reach === "hover") await link.hover()
      else await link.focus()
      await expect
        .poll(() => scripts.length, { message: `${reach} ${label}` })
        .toBeGreaterThan(before)
      // The demo's chunk defines its element once it and every module it imports are here
      // (dynamic imports name no dependencies in the site, so they follow one level later).
      await expect
        .poll(() => site.page.evaluate((tag) => !!customElements.get(tag), `demo-${slug}`))
        .toBe(true)
      await site.page.waitForLoadState("networkidle")

      const prefetched = scripts.length
      await link.click()
      await expect
        .poll(() => site.page.locator(`demo-${slug} [data-scope="${slug}"]`).count())
        .toBeGreaterThan(0)
      // Only what the page reads below the widget once it runs: its API and keyboard map,
      // all here once the section shows.
      await site.page.getByRole("region", { name: "API" }).waitFor()
      const opened = scripts.slice(prefetched)
      const below = apiSectionFiles(slug, opened)
      expect(below.some((path) => path.startsWith(`/assets/api-doc_${slug}-`))).toBe(true)
      expect(
        opened.filter((path) => !below.includes(path)),
        `opening ${label}`,
      ).toEqual([])
    }
    expect(site.problems).toEqual([])
  })

  it("loads the search's code when a search box is first used, not with the page", async () => {
    watchScripts()
    const searchCode = () => scripts.filter((path) => path.includes("search-index")).length
    const box = () => nav().getByRole("combobox", { name: "Search demos" })

    await site.page.goto(`${site.url}/accordion`)
    await heading().waitFor()
    await site.page.waitForLoadState("networkidle")
    expect(searchCode()).toBe(0)
    await box().focus()
    await expect.poll(searchCode).toBe(1)
    await box().fill("dp")
    await expect.poll(() => nav().getByRole("option").first().textContent()).toBe("Date Picker")

    // The keyboard shortcut reaches it too, on a fresh page.
    scripts.length = 0
    await site.page.goto(`${site.url}/`)
    await heading().waitFor()
    await site.page.waitForLoadState("networkidle")
    expect(searchCode()).toBe(0)
    await site.page.keyboard.press("/")
    await expect.poll(searchCode).toBe(1)
  })
})
