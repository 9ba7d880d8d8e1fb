// `npm run budgets`: the byte and round-trip budgets for every catalog demo, read from
// the built dist/lib and dist/app (run `npm run build` first). Prints one table and exits
// non-zero when any demo is over budget. Vite's module runner loads the TypeScript sources.
import { loadTs as load } from "../load-ts.mjs"

const { catalog } = await load("./src/catalog.ts")
const { benchDemos } = await load("./scripts/bench/catalog-demos.ts")
const { readBuilds } = await load("./scripts/bench/read-builds.ts")
const { BUDGETS, budgetRow, budgetTable } = await load("./scripts/bench/budgets.ts")

const { lib, app } = await readBuilds()
const rows = []
for (const demo of benchDemos(catalog)) rows.push(await budgetRow(demo, lib, app))

console.log(budgetTable(rows))
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
