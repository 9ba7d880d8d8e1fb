import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { catalog } from "../../src/catalog"
import { useSite } from "./site-harness"

/*
 * zag's examples-smoke, on the built site: every demo's and every variant's page loads with no
 * page error, no console error and a zag widget on the demo's stage. The elements alone are
 * swept the same way in the browser suite (test/browser/sweeps/lifecycle.test.ts). A reader goes
 * from page to page in one tab, as the site's links do (history and popstate), in a few tabs at a
 * time: loading each page afresh cost CI a second a page.
 */

const pages = catalog.flatMap((demo) => [
  { path: `/${demo.slug}`, tag: `demo-${demo.slug}`, variant: "basic" },
  ...demo.variants.map((variant) => ({
    path: `/${demo.slug}/${variant.name}`,
    tag: `demo-${demo.slug}`,
    variant: variant.name,
  })),
])

const TABS = 3

type Target = (typeof pages)[number]

/** Goes to a page as the site's own links do, without loading the document again. */
function navigate(page: Page, path: string) {
  return page.evaluate((path) => {
    history.pushState(null, "", path)
    dispatchEvent(new PopStateEvent("popstate"))
  }, path)
}

/** What went wrong on one page: its errors, or a stage with no widget. */
async function visit(page: Page, { path, tag, variant }: Target): Promise<string[]> {
  const problems: string[] = []
  const onError = (error: Error) => problems.push(`page error: ${error.message}`)
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`)
  }
  page.on("pageerror", onError)
  page.on("console", onConsole)
  try {
    await navigate(page, path)
    // Settled: the demo has rendered (or shown its error box, which has no widget).
    await page.waitForFunction(
      ({ tag, variant }) => {
        const element = document.querySelector<HTMLElement & { variant?: string }>(tag)
        // A demo without variants has no variant property: it shows its basic page.
        if (!element) return false
        return (element.variant ?? "basic") === variant && element.matches(":state(settled)")
      },
      { tag, variant },
    )
    const widgets = await page.locator(`${tag} .sb-stage [data-scope][data-part]`).count()
    if (widgets === 0) problems.push("no zag widget on the stage")
  } catch (error) {
    problems.push(String(error))
  } finally {
    page.off("pageerror", onError)
    page.off("console", onConsole)
  }
  return problems
}

describe("every demo and variant page (smoke)", () => {
  const site = useSite()

  it(`loads all ${pages.length} with a widget and no error`, async () => {
    const tabs = [
      site.page,
      ...(await Promise.all(Array.from({ length: TABS - 1 }, () => site.context.newPage()))),
    ]
    const failures: string[] = []
    const queue = [...pages]
    await Promise.all(
      tabs.map(async (tab) => {
        // An address with no page of its own: the app renders afresh there, with no
        // prerendered markup to hydrate that a navigation could race.
        await tab.goto(`${site.url}/smoke-start`)
        for (let next = queue.shift(); next; next = queue.shift()) {
          const problems = await visit(tab, next)
          failures.push(...problems.map((problem) => `${next!.path}: ${problem}`))
        }
      }),
    )
    expect(failures).toEqual([])
  }, 600_000)
})
