import { beforeAll, describe, expect, it } from "vitest"
import { catalog } from "../../src/catalog"
import { CI_LIMITS, budgetChecks, budgetRow, type BudgetRow } from "../../scripts/bench/budgets"
import { benchDemos } from "../../scripts/bench/catalog-demos"
import { readBuilds } from "../../scripts/bench/read-builds"

// The byte and round-trip budgets, read from what `npm run build` wrote (deterministic:
// bytes and the module graph, no timing). `npm run budgets` prints the same figures as a table.
describe("byte budgets of every demo", () => {
  const demos = benchDemos(catalog)
  const rows = new Map<string, BudgetRow>()
  let libChunks: Awaited<ReturnType<typeof readBuilds>>["lib"]["stats"]["chunks"] = []

  beforeAll(async () => {
    const { lib, app } = await readBuilds()
    libChunks = lib.stats.chunks
    for (const demo of demos) rows.set(demo.slug, await budgetRow(demo, lib, app))
  }, 240_000)

  it.each(demos.map((demo) => demo.slug))("%s stays within its limits", (slug) => {
    const row = rows.get(slug)!
    for (const check of budgetChecks(row))
      expect(check.ratio, `${check.what}, over a ${row.floorGzBytes} B floor`).toBeLessThanOrEqual(
        check.limit,
      )
    for (const page of ["embed", "noToolbarEmbed", "showcase"] as const) {
      const figures = row[page]
      expect(
        figures.roundTrips,
        `${page}: round trips of JS before the widget`,
      ).toBeLessThanOrEqual(CI_LIMITS.roundTrips)
    }
  })

  it("bundles no module of the package twice", () => {
    const owners = new Map<string, string[]>()
    for (const chunk of libChunks)
      for (const module of chunk.modules)
        owners.set(module.id, [...(owners.get(module.id) ?? []), chunk.fileName])
    const twice = [...owners].filter(([, files]) => files.length > 1)
    expect(twice.map(([id, files]) => `${id}: ${files.join(", ")}`)).toEqual([])
  })
})
