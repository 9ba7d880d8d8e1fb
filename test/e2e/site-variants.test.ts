import { describe, expect, it } from "vitest"
import { useSite } from "./site-harness"

// Variants on the built site: /<demo>/<variant> is the variant's page (prerendered), the
// demo's page lists its variants, a variant keeps its settings in the address, search finds
// it, the home page counts them, and zag's example addresses open the page that shows them.
describe("variants on the site", () => {
  const site = useSite()
  const heading = () => site.page.getByRole("heading", { level: 1 }).textContent()
  const demo = () => site.page.locator("demo-popover")

  it("shows a variant at /<demo>/<variant>, with its own code and the variant in the snippet", async () => {
    const fetched: string[] = []
    site.page.on("request", (request) => fetched.push(new URL(request.url()).pathname))
    await site.page.goto(`${site.url}/popover/multiple-trigger`)
    await expect.poll(heading).toBe("Popover: multiple trigger")
    expect(await site.page.locator(".site-lead code").textContent()).toBe(
      '<demo-popover variant="multiple-trigger">',
    )
    await expect
      .poll(() => demo().getByRole("button", { name: "Details of Budget.xlsx" }).count())
      .toBe(1)
    await demo().getByRole("button", { name: "Details of Budget.xlsx" }).click()
    await expect.poll(() => demo().getByRole("dialog", { name: "Budget.xlsx" }).count()).toBe(1)
    expect(await site.page.getByTestId("embed-snippet").textContent()).toBe(
      '<demo-popover variant="multiple-trigger"></demo-popover>',
    )
    expect(fetched.some((path) => /popover--multiple-trigger/.test(path))).toBe(true)
    expect(site.warnings).toEqual([])
    expect(site.problems).toEqual([])
  })

  it("lists the demo's variants with links and summaries, the one shown marked current", async () => {
    await site.page.goto(`${site.url}/popover`)
    const variants = site.page.getByRole("navigation", { name: "Variants" })
    await expect.poll(() => variants.getByRole("link").count()).toBeGreaterThan(1)
    expect(await variants.getByRole("link", { name: "Basic" }).getAttribute("aria-current")).toBe(
      "page",
    )
    expect(await variants.textContent()).toContain("One popover opened from a button on each row")
    await variants.getByRole("link", { name: "Several triggers" }).click()
    await expect.poll(() => new URL(site.page.url()).pathname).toBe("/popover/multiple-trigger")
    await expect.poll(heading).toBe("Popover: multiple trigger")
  })

  it("keeps a variant's settings in its address", async () => {
    await site.page.goto(`${site.url}/popover/multiple-trigger?placement=top`)
    await demo().getByRole("tab", { name: "Controls" }).click()
    await expect
      .poll(() => demo().getByLabel("Placement", { exact: true }).inputValue())
      .toBe("top")
    await demo().getByLabel("Placement", { exact: true }).selectOption("right")
    await expect.poll(() => new URL(site.page.url()).search).toBe("?placement=right")
    expect(await site.page.getByTestId("embed-snippet").textContent()).toBe(
      '<demo-popover variant="multiple-trigger" placement="right"></demo-popover>',
    )
  })

  it("finds variants in the search and counts them on the home page", async () => {
    await site.page.goto(`${site.url}/`)
    expect(await site.page.locator(".site-demo-count").textContent()).toMatch(
      /^\d+ demos and \d+ variants?:/,
    )
    const box = site.page.getByRole("combobox", { name: /Search demos/ }).first()
    await box.fill("several triggers")
    const popover = site.page.getByRole("option", { name: "Popover: Several triggers" })
    await expect.poll(() => popover.count()).toBe(1)
    await popover.click()
    await expect.poll(() => new URL(site.page.url()).pathname).toBe("/popover/multiple-trigger")
  })

  it("opens zag's example addresses on the page that shows them, saying so", async () => {
    await site.page.goto(`${site.url}/popover/nested`)
    await expect.poll(() => new URL(site.page.url()).pathname).toBe("/nested-popover")
    const note = site.page.getByRole("note")
    await expect.poll(() => note.textContent()).toContain("zag’s popover/nested example")
    await site.page.goto(`${site.url}/popover/basic`)
    await expect.poll(() => new URL(site.page.url()).pathname).toBe("/popover")
    await expect.poll(() => site.page.getByRole("note").textContent()).toContain("popover/basic")
    // An address zag has no page at is no page here either.
    await site.page.goto(`${site.url}/popover/no-such-example`)
    await expect.poll(heading).toBe("Page not found")
  })
})
