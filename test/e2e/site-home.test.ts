import { describe, expect, it } from "vitest"
import { catalog, DEMO_GROUPS } from "../../src/catalog"
import { useSite } from "./site-harness"

// Point 6 of issue 13: an introduction, the search box, and the demos by group.
describe("showcase home page", () => {
  const site = useSite()
  const main = () => site.page.getByRole("main")

  it("lists every demo once, under its group's heading, with its one line", async () => {
    await site.page.goto(`${site.url}/`)
    await expect
      .poll(() => main().getByRole("heading", { level: 3 }).allTextContents())
      .toEqual(Object.values(DEMO_GROUPS))
    expect(await main().getByRole("link").count()).toBe(catalog.length)
    for (const [group, heading] of Object.entries(DEMO_GROUPS)) {
      const section = main().getByRole("region", { name: heading })
      const members = catalog.filter((entry) => entry.group === group)
      const labels = members.map((entry) => entry.label).sort((a, b) => a.localeCompare(b, "en"))
      expect(await section.getByRole("link").allTextContents(), heading).toEqual(labels)
      for (const entry of members)
        expect(await section.getByText(entry.summary, { exact: true }).count()).toBe(1)
    }
    expect(
      await main()
        .getByRole("region", { name: "Date and time" })
        .getByRole("link")
        .allTextContents(),
    ).toContain("Date Picker")
  })

  it("searches from the page: results replace the groups, a click opens the demo", async () => {
    await site.page.goto(`${site.url}/`)
    const box = main().getByRole("combobox", { name: "Search demos" })
    await box.fill("calendar")
    await expect
      .poll(() => main().getByRole("option").allTextContents())
      // The three demos, and the date pickers' variants (also calendars).
      .toEqual(
        expect.arrayContaining(["Date Picker", "Date Picker (Multiple)", "Date Picker (Range)"]),
      )
    expect(await main().getByRole("heading", { level: 3 }).count()).toBe(0)
    await main().getByRole("option", { name: "Date Picker (Range)", exact: true }).click()
    await expect
      .poll(() => site.page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Date Picker (Range)")
    expect(site.problems).toEqual([])
  })
})
