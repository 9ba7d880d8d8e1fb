import { describe, expect, it } from "vitest"
import type { Locator } from "playwright-core"
import { seriousViolations, useSite } from "./site-harness"

/** A table's row headed by `name` (its first cell), as its cells' text. */
const rowCells = (table: Locator, name: string) =>
  table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name, exact: true }) })
    .getByRole("cell")
    .allTextContents()

// A demo page documents its component: a lead on what it is and when to use it, then, once
// the widget runs, its element's API and keyboard map; Controls describe each setting.
describe("a demo page's lead and API", () => {
  const site = useSite()
  const api = () => site.page.getByRole("region", { name: "API" })
  const table = (name: string) => site.page.getByRole("table", { name: new RegExp(name) })

  it("opens with what the widget is and when to use it, then its API tables", async () => {
    const fetched: string[] = []
    site.page.on("request", (request) => fetched.push(new URL(request.url()).pathname))
    await site.page.goto(`${site.url}/accordion`)
    const lead = site.page.locator(".site-lead")
    await expect
      .poll(() => lead.textContent())
      .toMatch(/^Stacked sections that expand one or several at a time\. Use it for a page /)
    await expect.poll(() => api().count()).toBe(1)
    expect(await api().getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Attributes",
      "Properties",
      "Methods",
      "Events",
      "Keyboard",
    ])
    // Its reference came as a chunk of its own.
    expect(fetched.some((path) => /api-doc_accordion/.test(path))).toBe(true)

    expect(await rowCells(table("Attributes of"), "multiple")).toEqual([
      "multiple",
      "boolean",
      "false",
      "Several items may be open at once.",
    ])
    expect(await rowCells(table("Attributes of"), "orientation")).toEqual([
      "orientation",
      '"vertical" | "horizontal"',
      '"vertical"',
      "Lays the parts out horizontally or vertically; the arrow keys follow.",
    ])
    const [detail, description] = await rowCells(table("Events"), "controlschange")
    expect(detail).toMatch(
      /^ControlsChangeDetailvalues: Record<string, string \| number \| boolean>/,
    )
    expect(description).toMatch(/^A visitor changed a setting in the Controls tab/)
    expect((await rowCells(table("Methods of"), "replay"))[0]).toMatch(
      /^replay\(step\?: number \| "live", options\?: ReplayOptions\): Promise</,
    )
    expect(await rowCells(table("Properties"), "ready")).toEqual([
      "readonly Promise<void>",
      expect.stringMatching(/^Resolves once the demo runs/),
    ])
    expect(await rowCells(table("Keys the widget handles"), "Home End")).toEqual([
      "item-trigger",
      "Moves focus to the first or last item's trigger.",
    ])
    expect(site.problems).toEqual([])
    expect(site.warnings).toEqual([])
  })

  it("keeps a wide table inside its own scrolling region on a phone", async () => {
    await site.page.setViewportSize({ width: 390, height: 844 })
    await site.page.goto(`${site.url}/accordion`)
    await expect.poll(() => api().count()).toBe(1)
    const attributes = site.page.getByRole("region", { name: "Attributes" })
    await expect.poll(() => attributes.count()).toBe(1)
    const sizes = await attributes.evaluate((region) => ({
      scroll: region.scrollWidth,
      client: region.clientWidth,
      page: document.documentElement.scrollWidth,
    }))
    expect(sizes.scroll).toBeGreaterThan(sizes.client)
    expect(sizes.page).toBeLessThanOrEqual(390)
    expect(await attributes.getAttribute("tabindex")).toBe("0")
  })

  it("shows a setting's sentence in Controls once the reader comes to the panel", async () => {
    await site.page.goto(`${site.url}/accordion`)
    const demo = site.page.locator("demo-accordion")
    const multiple = demo.getByRole("checkbox", { name: "Multiple" })
    await multiple.focus()
    await expect
      .poll(() =>
        multiple.evaluate((field) =>
          field
            .getAttribute("aria-describedby")!
            .split(" ")
            .map((id) => (field.getRootNode() as ShadowRoot).getElementById(id)?.textContent)
            .filter(Boolean)
            .join(" "),
        ),
      )
      .toBe("Several items may be open at once. Default: off")
  })
  it("documents a variant's element, and says why a demo has no keys", async () => {
    await site.page.goto(`${site.url}/popover/multiple-trigger`)
    await expect.poll(() => api().count()).toBe(1)
    const [, type, fallback] = await rowCells(table("Attributes of"), "variant")
    expect(type).toContain('"multiple-trigger"')
    expect(fallback).toBe("basic")
    expect(await table("Keys the widget handles").count()).toBe(1)

    await site.page.goto(`${site.url}/avatar`)
    await expect.poll(() => api().count()).toBe(1)
    const keyboard = api().getByRole("heading", { name: "Keyboard", level: 3 })
    expect(await keyboard.count()).toBe(1)
    expect(await api().textContent()).toContain("nothing in it takes focus")
    expect(await table("Keys the widget handles").count()).toBe(0)
  })
  it("has no serious accessibility violations with its API shown, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      await site.page.emulateMedia({ colorScheme })
      await site.page.goto(`${site.url}/accordion`)
      await expect.poll(() => api().count()).toBe(1)
      expect(await seriousViolations(site.page), colorScheme).toEqual([])
    }
  })
})
