// `npm run budgets`: the byte and round-trip budgets for every catalog demo, read from
// the built dist/lib and dist/app (run `npm run build` first). Prints one table and exits
// non-zero when any demo is over budget. Vite's module runner loads the TypeScript sources.
import { loadTs as load } from "../load-ts.mjs"

const { catalog } = await load("./src/catalog.ts")
const { benchDemos } = await load("./scripts/bench/catalog-demos.ts")
const { readBuilds } = await load("./scripts/bench/read-builds.ts")
const { BUDGETS, budgetChecks, budgetRow, budgetTable } = await load("./scripts/bench/budgets.ts")

const { lib, app } = await readBuilds()
const rows = []
for (const demo of benchDemos(catalog)) rows.push(await budgetRow(demo, lib, app))

console.log(budgetTable(rows))

// The figures nearest CI's limits (test/e2e/byte-budgets.test.ts), in bytes to spare: what the
// next change to a shared chunk may spend before CI fails, and where a saving must come first.
const headroom = rows.flatMap((row) =>
  budgetChecks(row).map((check) => ({
    where: `${row.slug} ${check.what}`,
    bytes: Math.floor((check.limit - check.ratio) * row.floorGzBytes),
  })),
)
headroom.sort((a, b) => a.bytes - b.bytes)
const nearest = headroom.slice(0, 8).map(({ where, bytes }) => `${where}: ${bytes} B`)
console.log(`\nNearest CI's limits (gzip bytes to spare): ${nearest.join("; ")}`)
const over = rows.filter((row) => row.over.length > 0)
const { critical, afterIdle } = BUDGETS
const budgets = `budgets: critical path of an embed ${critical.embed}× (no-toolbar ${critical.noToolbarEmbed}×), of the showcase route ${critical.showcase}×; embed after idle ${afterIdle.embed}×; ≤ ${BUDGETS.roundTrips} round trips`
if (over.length === 0) {
  console.log(`\nAll ${rows.length} demos within ${budgets}.`)
} else {
  console.error(`\n${over.length} of ${rows.length} demos over ${budgets}:`)
  for (const row of over) console.error(`  ${row.slug}: ${row.over.join("; ")}`)
  process.exit(1)
}
