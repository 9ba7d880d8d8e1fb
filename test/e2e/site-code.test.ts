import { describe, expect, it } from "vitest"
import { seriousViolations, useSite } from "./site-harness"

// Point 5 of issue 13: the Code tab, fetched only when a visitor opens it.
describe("showcase Code tab", () => {
  const site = useSite()

  it("fetches the highlighter and the demo's files only when the tab opens", async () => {
    const requested: string[] = []
    site.page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await site.page.goto(`${site.url}/splitter`)
    const demo = site.page.locator("demo-splitter")
    await demo.getByRole("tab", { name: "Visualizer" }).click()
    const before = requested.length
    expect(requested.some((path) => path.includes("source-view"))).toBe(false)

    await demo.getByRole("tab", { name: "Code" }).click()
    await expect
      .poll(() => demo.locator(".sb-source-code").getAttribute("aria-label"))
      .toBe("splitter.demo.tsx")
    expect(await demo.locator(".sb-source-code").textContent()).toContain("export default")
    const fetched = requested.slice(before)
    expect(fetched.some((path) => path.includes("source-view"))).toBe(true)
    // Only this demo's files, not every demo's.
    expect(fetched.filter((path) => path.includes("accordion")).length).toBe(0)
    expect(site.problems).toEqual([])
  })

  it("passes axe with color-contrast while showing the code, in both themes", async () => {
    for (const theme of ["Light", "Dark"]) {
      await site.page.goto(`${site.url}/accordion`)
      await site.page.getByRole("banner").getByLabel("Theme").selectOption({ label: theme })
      const demo = site.page.locator("demo-accordion")
      await demo.getByRole("tab", { name: "Code" }).click()
      await expect.poll(() => demo.locator(".sb-sh-keyword").count()).toBeGreaterThan(0)
      expect(
        await seriousViolations(site.page, { "color-contrast": { enabled: true } }),
        theme,
      ).toEqual([])
    }
  })
})
