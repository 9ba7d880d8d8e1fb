import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { useRepositoryPages } from "./repository-pages"

// Each entry of the built package (dist/lib), imported as a docs page imports it: what is
// defined when the import resolves, and how a page recovers when a chunk does not arrive.
const PAGE = "/test/e2e/fixtures/blank-page.html"

const ENTRIES = {
  "all demos": "/dist/lib/elements.js",
  "one demo": "/dist/lib/elements/accordion.js",
  react: "/dist/lib/react.js",
}

/** The accordion's code, and the chunks every demo shares (React and the element runtime). */
const CHUNKS = {
  "the demo's chunk": /\/chunks\/accordion\.demo-[\w-]+\.js$/,
  "the shared runtime": /\/chunks\/runtime-[\w-]+\.js$/,
}

/** Chunks the toolbar fetches after the widget: its own, and the Visualizer tab's. */
const TOOLBAR_CHUNKS = {
  "the toolbar's chunk": {
    chunk: /\/chunks\/toolbar-panel-[\w-]+\.js$/,
    alert: "The toolbar stopped working.",
    open: async () => {},
  },
  "the Visualizer tab's chunk": {
    chunk: /\/chunks\/visualizer-tab-[\w-]+\.js$/,
    alert: "This tab stopped working.",
    open: (page: Page) =>
      page.locator("demo-accordion").getByRole("tab", { name: "Visualizer" }).click(),
  },
}

describe("the package's entries", () => {
  const pages = useRepositoryPages()

  async function openPage(): Promise<{ page: Page; problems: string[] }> {
    const page = await pages.browser.newPage()
    const problems: string[] = []
    page.on("pageerror", (error) => problems.push(error.message))
    await page.goto(`${pages.url}${PAGE}`)
    return { page, problems }
  }

  for (const [name, entry] of Object.entries(ENTRIES))
    it(`${name}: the tag, ready, machineInfo and the settings' properties exist when the import resolves`, async () => {
      const { page, problems } = await openPage()
      // A string, not a function: the test runner would rewrite an import() in its source.
      const seen = await page.evaluate(`import(${JSON.stringify(entry)}).then(() => {
        const element = document.querySelector("demo-accordion")
        return {
          defined: customElements.get("demo-accordion") !== undefined,
          upgraded: element instanceof customElements.get("demo-accordion"),
          ready: element.ready instanceof Promise,
          machineInfo: "machineInfo" in element,
          accessibilityInfo: "accessibilityInfo" in element,
          replay: typeof element.replay,
          multiple: "multiple" in element,
          headingLevel: "headingLevel" in element,
        }
      })`)
      expect(seen).toEqual({
        defined: true,
        upgraded: true,
        ready: true,
        machineInfo: true,
        accessibilityInfo: true,
        replay: "function",
        multiple: true,
        headingLevel: true,
      })
      if (name !== "react") {
        const after = await page.evaluate(async () => {
          const element = document.querySelector("demo-accordion") as HTMLElement & {
            ready: Promise<void>
            machineInfo: { current: unknown } | null
            multiple: unknown
          }
          await element.ready
          return { current: element.machineInfo?.current, multiple: element.multiple }
        })
        expect(after).toEqual({ current: "idle", multiple: true })
      }
      expect(problems).toEqual([])
      await page.close()
    })

  for (const [name, entry] of Object.entries(ENTRIES)) {
    if (name === "react") continue // React hosts bundle it: its chunks are theirs to fetch.
    for (const [what, chunk] of Object.entries(CHUNKS))
      for (const failure of ["failed", "internetdisconnected"] as const)
        it(`${name}: Retry fetches ${what} again after a "${failure}" failure`, async () => {
          const { page, problems } = await openPage()
          const warnings: string[] = []
          page.on("console", (message) => {
            if (message.type() === "warning") warnings.push(message.text())
          })
          await page.route(chunk, (route) => route.abort(failure))
          await page.evaluate(`import(${JSON.stringify(entry)})`)
          const accordion = page.locator("demo-accordion")
          await expect
            .poll(() => accordion.getByRole("alert").textContent())
            .toMatch(/^This demo could not load\.Its code did not arrive \(.+\)\./)
          expect(warnings.filter((text) => text.startsWith("<demo-accordion>"))).toHaveLength(1)

          // Still offline: Retry fails again, the box stays and focus stays on its button.
          const retry = accordion.getByRole("button", { name: "Retry" })
          await retry.click()
          await expect.poll(() => retry.evaluate((button) => button.matches(":focus"))).toBe(true)

          await page.unroute(chunk)
          await retry.click()
          const home = accordion.getByRole("button", { name: /^Home/ })
          await home.click()
          await expect.poll(() => home.getAttribute("aria-expanded")).toBe("true")
          await expect.poll(() => accordion.getByRole("alert").count()).toBe(0)
          expect(warnings.filter((text) => text.startsWith("<demo-accordion>"))).toHaveLength(1)
          expect(problems).toEqual([])
          await page.close()
        })
  }

  for (const [name, entry] of Object.entries(ENTRIES))
    for (const [what, { chunk, alert, open }] of Object.entries(TOOLBAR_CHUNKS))
      for (const failure of ["failed", "internetdisconnected"] as const)
        it(`${name}: Try again fetches ${what} again after a "${failure}" failure, and the demo works throughout`, async () => {
          const { page, problems } = await openPage()
          await page.route(chunk, (route) => route.abort(failure))
          await page.evaluate(`import(${JSON.stringify(entry)})`)
          const accordion = page.locator("demo-accordion")
          await accordion
            .getByRole("tab", { name: "Controls" })
            .or(accordion.getByRole("alert"))
            .first()
            .waitFor()
          await open(page)
          const box = accordion.getByRole("alert")
          await expect.poll(() => box.textContent()).toContain(alert)
          if (what === "the toolbar's chunk") {
            // In the toolbar's place: beside the widget, its top level with the stage's, in a
            // docs column where a long message would otherwise push it below.
            await page.setViewportSize({ width: 1000, height: 700 })
            const stageTop = (await accordion.locator('[part="stage"]').boundingBox())!.y
            expect(Math.round((await box.boundingBox())!.y)).toBe(Math.round(stageTop))
          }

          // The widget is not the toolbar: it works while the toolbar cannot load.
          const home = accordion.getByRole("button", { name: /^Home/ })
          await home.click()
          await expect.poll(() => home.getAttribute("aria-expanded")).toBe("true")

          // Still offline: trying again shows the box again.
          await box.getByRole("button", { name: "Try again" }).click()
          await expect.poll(() => box.textContent()).toContain(alert)

          await page.unroute(chunk)
          await box.getByRole("button", { name: "Try again" }).click()
          await expect.poll(() => box.count()).toBe(0)
          await open(page)
          await expect
            .poll(() => accordion.getByRole("tab", { selected: true }).textContent())
            .toBe(what.includes("Visualizer") ? "Visualizer" : "Controls")
          await expect
            .poll(() => accordion.getByRole("tabpanel").first().textContent())
            .not.toMatch(/^Loading|^$/)
          await expect.poll(() => home.getAttribute("aria-expanded")).toBe("true")
          expect(problems).toEqual([])
          await page.close()
        })

  it("a page importing many per-demo entries fetches the code of the demos near the viewport only, then the others as the reader scrolls", async () => {
    const { page, problems } = await openPage()
    const fetched: string[] = []
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname))
    const near = ["accordion", "checkbox"]
    const far = ["tabs", "slider", "switch", "toggle", "progress", "pagination"]
    // As a docs page written in Markdown would have them: the elements first, then one
    // import per demo; the far ones two viewports and more below the first screen.
    await page.evaluate(`(() => {
      const main = document.querySelector("main")
      main.replaceChildren()
      for (const slug of ${JSON.stringify(near)}) main.append(document.createElement("demo-" + slug))
      for (const slug of ${JSON.stringify(far)}) {
        const gap = document.createElement("div")
        gap.style.height = "250vh"
        main.append(gap, document.createElement("demo-" + slug))
      }
      return Promise.all(${JSON.stringify([...near, ...far])}.map((slug) => import("/dist/lib/elements/" + slug + ".js")))
    })()`)
    const demoChunks = (slugs: string[]) =>
      slugs.filter((slug) =>
        fetched.some((path) => path.startsWith(`/dist/lib/chunks/${slug}.demo-`)),
      )
    await expect
      .poll(() => page.locator("demo-checkbox").getByRole("checkbox").count())
      .toBeGreaterThan(0)
    await expect
      .poll(() => page.locator("demo-accordion").getByRole("button").count())
      .toBeGreaterThan(0)
    expect(demoChunks(near)).toEqual(near)
    expect(demoChunks(far)).toEqual([])

    // The reader reaches the last one: its code comes, and it runs.
    await page.locator("demo-pagination").scrollIntoViewIfNeeded()
    await expect
      .poll(() => page.locator("demo-pagination").getByRole("button", { name: /next/i }).count())
      .toBeGreaterThan(0)
    expect(demoChunks(far)).toContain("pagination")
    expect(problems).toEqual([])
  })

  it("an embed of one variant fetches that variant's code, not its demo's", async () => {
    const { page, problems } = await openPage()
    const fetched: string[] = []
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname))
    await page.evaluate(`(() => {
      const element = document.createElement("demo-popover")
      element.setAttribute("variant", "multiple-trigger")
      element.setAttribute("loading", "eager")
      document.querySelector("main").append(element)
      return import("/dist/lib/elements/popover.js")
    })()`)
    const popover = page.locator("demo-popover")
    await expect
      .poll(() => popover.getByRole("button", { name: "Details of Budget.xlsx" }).count())
      .toBe(1)
    expect(fetched.some((path) => /\/chunks\/popover--multiple-trigger[.-]/.test(path))).toBe(true)
    expect(fetched.filter((path) => /\/chunks\/popover\.demo-/.test(path))).toEqual([])
    expect(problems).toEqual([])
  })
})
